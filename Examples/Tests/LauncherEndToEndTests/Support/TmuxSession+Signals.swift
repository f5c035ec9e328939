import Foundation
import ProcessTestSupport

#if canImport(Glibc)
  import Glibc
#endif

extension TmuxSession {
  /// The process id of the program the pane runs: the only child of the pane's `sh` wrapper.
  func programPID() async throws -> pid_t {
    let reply = try await tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
    guard let wrapper = Int32(reply.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TmuxSignalError("tmux gave no pane pid: '\(reply)'")
    }
    let childrenFile = "/proc/\(wrapper)/task/\(wrapper)/children"
    let children = (try? String(contentsOfFile: childrenFile, encoding: .utf8)) ?? ""
    guard let program = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw TmuxSignalError("the pane's shell (\(wrapper)) has no child process")
    }
    return program
  }

  /// Sends `signal` to the program the pane runs (by its pid, never by name).
  func sendSignalToProgram(_ signal: Int32) async throws {
    let pid = try await programPID()
    guard Glibc.kill(pid, signal) == 0 else {
      throw TmuxSignalError("kill(\(pid), \(signal)) failed with errno \(errno)")
    }
  }
}

/// Why a signal could not be sent to the pane's program.
struct TmuxSignalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
