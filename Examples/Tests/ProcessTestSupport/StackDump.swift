import Foundation

/// Every thread's stack of a running process, read with gdb in batch mode: what a test prints
/// when a child process hangs, so that the failure says where it is stuck.
package enum StackDump {
  /// The stacks of `pid`, or a sentence saying why they could not be read (gdb missing, not
  /// permitted, or itself stuck for 60 seconds).
  package static func threads(ofProcess pid: Int32) -> String {
    let arguments = [
      "gdb", "-p", "\(pid)", "-batch", "-nx", "-ex", "set pagination off",
      "-ex", "thread apply all bt",
    ]
    do {
      let result = try Subprocess.run(arguments, timeout: .seconds(60))
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("[New LWP") }
      return lines.joined(separator: "\n")
    } catch {
      return "(no stacks: gdb could not read process \(pid): \(error))"
    }
  }
}
