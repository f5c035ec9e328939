import Foundation
import ProjectManagerAPI

/// Hands out ``Stamp``s for local writes: never behind the wall clock, never behind any stamp
/// this device has written or received, so that a write made after seeing another one always
/// wins over it, even when the two devices' clocks disagree.
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
    last = latest.map { ($0.millis, $0.counter) } ?? (0, 0)
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

  /// Moves the clock past a stamp received from elsewhere.
  func observe(_ stamp: Stamp) {
    lock.withLock {
      if (stamp.millis, stamp.counter) > last {
        last = (stamp.millis, stamp.counter)
      }
    }
  }
  // end-snippet
}
