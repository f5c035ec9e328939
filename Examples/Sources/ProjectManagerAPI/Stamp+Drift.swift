import Foundation
import ProjectManagerDomain

extension Stamp {
  /// Milliseconds since 1970 of `date`, as stamps count them.
  public static func millis(of date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
  }

  /// True when this stamp is more than ``WorkRules/clockDriftLimitMillis`` ahead of `now`.
  public func isTooFarAhead(of now: Date) -> Bool {
    millis > Self.millis(of: now) + WorkRules.clockDriftLimitMillis
  }
}

extension WorkRecord {
  /// Every stamp of the record with its field's wire name.
  public var namedStamps: [(field: String, stamp: Stamp)] {
    [
      ("titleStamp", title.stamp), ("bodyStamp", body.stamp), ("dueStamp", due.stamp),
      ("stateStamp", state.stamp),
    ] + (deletedAt.map { [("deletedStamp", $0)] } ?? [])
  }

  /// The newest of its stamps, the deletion's included.
  public var newestStamp: Stamp {
    max(lastEdit, deletedAt ?? lastEdit)
  }
}
