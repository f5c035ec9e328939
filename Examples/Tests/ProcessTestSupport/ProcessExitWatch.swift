import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for a child process to exit without reaping it, up to a deadline: through a pidfd
/// (which becomes readable when the process exits), so that nothing polls on a timer.
enum ProcessExitWatch {
  /// True once `pid` has exited (it is not reaped), false if it still runs at `deadline`.
  /// Without `pidfd_open` (a C library older than glibc 2.36) it cannot watch and returns true,
  /// leaving the caller's `waitpid` to block.
  static func waitUntilExited(_ pid: pid_t, deadline: ContinuousClock.Instant) -> Bool {
    guard let pidfdOpen = GNUFunctions.pidfdOpen else { return true }
    let descriptor = pidfdOpen(pid, 0)
    guard descriptor >= 0 else { return true }  // already reaped, or not our child
    defer { close(descriptor) }
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let remaining = milliseconds(until: deadline)
      guard remaining > 0 else { return false }
      let ready = poll(&watched, 1, remaining)
      if ready > 0 { return true }
      if ready < 0, errno == EINTR { continue }
      if ready < 0 { return true }
    }
  }

  /// The whole milliseconds left until `deadline` (at least 1 while any time is left), 0 once
  /// it has passed.
  static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let milliseconds =
      left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(1, milliseconds))
  }
}
