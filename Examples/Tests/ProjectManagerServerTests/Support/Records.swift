import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// A stamp at `millis` written by `node`.
func stamp(_ millis: Int64, _ node: String = "a") throws -> Stamp {
  guard let stamp = Stamp(millis: millis, counter: 0, node: node) else {
    throw TestFailure("invalid stamp \(millis) \(node)")
  }
  return stamp
}

/// A record whose every field was written at `at`.
func record(
  id: UUID = UUID(), title: String = "Write the report", body: String = "",
  due: String = "2026-12-01", state: WorkState = .todo, at written: Stamp
) throws -> WorkRecord {
  let work = Work(id: id, title: title, body: body, due: try Day(parsing: due), state: state)
  return WorkRecord(work, stamp: written)
}
