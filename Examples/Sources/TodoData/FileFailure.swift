#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file-system call: which path, and the system's explanation.
struct FileFailure: Error, Equatable {
  /// The path the call was about.
  let path: String
  /// A sentence for people: what was being done and the system's error text.
  let reason: String

  /// Describes the current `errno` after a failed call.
  static func lastError(path: String, doing action: String) -> FileFailure {
    FileFailure(path: path, reason: "\(action): \(String(cString: strerror(errno)))")
  }
}
