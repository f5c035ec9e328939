import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// How `cairn-apps pm` prints works: one line each, or JSON objects with `--json`.
enum PMOutput {
  /// `<id>  TODO   2026. 12. 1.  title`.
  static func line(_ work: Work) -> String {
    let state = work.state.title.padding(toLength: 5, withPad: " ", startingAt: 0)
    return "\(work.id.uuidString)  \(state)  \(work.due.iso)  \(work.title)"
  }

  /// Pretty JSON of any encodable value, keys sorted.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Prints one work as a line or as a JSON object.
  static func print(_ work: Work, json: Bool) throws {
    Swift.print(json ? try Self.json(WorkDTO(work)) : line(work))
  }
}
