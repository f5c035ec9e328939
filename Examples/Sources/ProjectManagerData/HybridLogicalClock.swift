import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// Hands out ``Stamp``s for local writes: never behind the wall clock, never behind any stamp
/// this device has written or received, so that a write made after seeing another one always
/// wins over it, even when the two devices' clocks disagree.
///
/// The clock is **bounded**: it never moves further ahead of this device's wall clock than
/// ``ProjectManagerDomain/WorkRules/clockDriftLimitMillis``, whatever stamp it receives or
/// finds stored. An edit still wins over the value it replaces, however far ahead that value's
/// stamp is: ``next(after:)`` gives the edit a stamp just after it, without moving the clock.
final class HybridLogicalClock: @unchecked Sendable {
  // @unchecked Sendable: `last` is only read and written while holding `lock`.
  private let lock = NSLock()
  private let device: DeviceID
  private let now: @Sendable () -> Date
  private var last: (millis: Int64, counter: Int)

  /// Creates a clock for `device`, starting after `latest` (the newest stamp stored).
  init(device: DeviceID, now: @escaping @Sendable () -> Date, after latest: Stamp?) {
    self.device = device
    self.now = now
    last = (0, 0)
    if let latest { observe(latest) }
  }

  // snippet: pm-hlc
  /// A stamp later than every stamp seen so far.
  func next() -> Stamp {
    let physical = Int64((now().timeIntervalSince1970 * 1000).rounded(.down))
    return lock.withLock {
      if physical > last.millis {
        last = (physical, 0)
      } else if last.counter < Stamp.maxCounter {
        last.counter += 1
      } else {
        last = (last.millis + 1, 0)
      }
      return Stamp(millis: last.millis, counter: last.counter, device: device)
    }
  }

  /// Moves the clock up to a stamp received from elsewhere, but never further ahead of the wall
  /// clock than the drift limit.
  func observe(_ stamp: Stamp) {
    let bound = Stamp.millis(of: now()) + WorkRules.clockDriftLimitMillis
    let seen = stamp.millis > bound ? (bound, 0) : (stamp.millis, stamp.counter)
    lock.withLock {
      if seen > last { last = seen }
    }
  }

  /// A stamp for an edit of a value stamped `replaced`: the clock's next stamp, or, when that
  /// is not later (`replaced` is further ahead than the clock may go), the stamp just after
  /// `replaced`, which leaves the clock where it is.
  func next(after replaced: Stamp) -> Stamp {
    let fresh = next()
    guard fresh <= replaced else { return fresh }
    let (millis, counter) =
      replaced.counter < Stamp.maxCounter
      ? (replaced.millis, replaced.counter + 1) : (replaced.millis + 1, 0)
    return Stamp(millis: millis, counter: counter, device: device)
  }
  // end-snippet
}
