#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a file descriptor (standard input by default) as bytes, without their `\n`
/// or `\r\n`: unlike `readLine()`, it does not turn bytes that are not UTF-8 into U+FFFD, so
/// that `pm import` can refuse such a line instead of saving a changed title.
///
/// Each line is returned as soon as it has arrived (one `read` at a time, never waiting for a
/// full buffer), so that an import fed line by line answers line by line.
struct InputLines {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// A failed read of the input.
  struct ReadFailure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "cannot read the input (\(String(cString: strerror(code))))" }
  }

  /// The next line, or nil at the end of the input.
  mutating func next() throws(ReadFailure) -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return Array(buffer[start...])
      }
      try fill()
    }
  }

  private mutating func fill() throws(ReadFailure) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[..<count]
        return
      }
      if count == 0 {
        atEnd = true
        return
      }
      if errno != EINTR { throw ReadFailure(code: errno) }
    }
  }
}
