import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processes below a process, read from `/proc`: what chromedriver started (Chromium and
/// its helpers), which outlive it when it is killed.
enum ProcessTree {
  /// Every descendant of `root`, children before their own children.
  static func descendants(of root: pid_t) -> [pid_t] {
    let parents = parentsByProcess()
    var found: [pid_t] = []
    var frontier = [root]
    while let parent = frontier.popLast() {
      let children = parents.filter { $0.value == parent }.map(\.key)
      found += children
      frontier += children
    }
    return found
  }

  /// Sends SIGKILL to every descendant of `root`.
  static func killDescendants(of root: pid_t) {
    for process in descendants(of: root) { _ = kill(process, SIGKILL) }
  }

  /// Each process's parent, from the fourth field of `/proc/<pid>/stat` (after the name in
  /// parentheses, which may hold spaces).
  private static func parentsByProcess() -> [pid_t: pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var parents: [pid_t: pid_t] = [:]
    for entry in entries {
      guard let process = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { parents[process] = parent }
    }
    return parents
  }
}
