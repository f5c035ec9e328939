import Foundation

/// Threads that spin until stopped, so that the workload runs on a loaded machine, the
/// condition under which the old transport hung most often.
final class CPUBurner: @unchecked Sendable {
  // @unchecked Sendable: `isStopped` is only touched while holding `lock`.
  private let lock = NSLock()
  private var isStopped = false

  /// Starts `threads` spinning threads.
  init(threads: Int) {
    for _ in 0..<threads {
      Thread { [self] in
        var counter: UInt64 = 0
        while !lock.withLock({ isStopped }) {
          for _ in 0..<100_000 { counter &+= 1 }
        }
        if counter == 0 { print("") }  // keeps the loop from being optimized away
      }.start()
    }
  }

  /// Stops every thread.
  func stop() {
    lock.withLock { isStopped = true }
  }
}
