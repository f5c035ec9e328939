#if os(Linux)
  import Glibc
#endif

/// The process's resident set size, read from `/proc/self/statm` on Linux.
enum ResidentMemory {
  /// Resident bytes now, or `nil` where they cannot be read.
  static func current() -> Int? {
    #if os(Linux)
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      // The fields are: total program size, resident size, ... in pages.
      let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(getpagesize())
    #else
      return nil
    #endif
  }
}
