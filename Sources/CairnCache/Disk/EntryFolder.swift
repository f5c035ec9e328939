import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations of a disk cache on its folder. File names only, never paths from outside.
///
/// Reads and in-place writes go straight to the C library: `Data(contentsOf:)` and
/// `FileHandle` build URLs and objects on every call, which cost a 2 KB read hit more than the
/// read itself.
struct EntryFolder: Sendable {
  /// The extension of entry files.
  static let entryExtension = ".entry"
  /// The extension of files being written; any found on open are left over from a crash.
  static let temporaryExtension = ".tmp"

  /// Why an operation on the folder failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    /// The C library's error number, when the failure came from a system call.
    var code: Int32 = 0
  }

  let path: String

  /// Opens (creating if needed) the folder at `path`.
  init(path: String) throws {
    self.path = path
    try createIfMissing()
  }

  /// Creates the folder (and its parents) unless it exists.
  func createIfMissing() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Whether the folder exists.
  var exists: Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// The names of the files in the folder.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path)
  }

  /// Reads a file expected to hold `expectedSize` bytes, with one byte of room to tell a longer
  /// file: the buffer holds at most `expectedSize + 1` bytes.
  func read(_ name: String, expectedSize: Int) throws -> EntryBuffer {
    let descriptor = try open(name, flags: O_RDONLY)
    defer { close(descriptor) }
    return try EntryBuffer(capacity: expectedSize + 1) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      var filled = 0
      while filled < buffer.count {
        let asked = buffer.count - filled
        let got = systemRead(descriptor, start + filled, asked)
        if got < 0 {
          if errno == EINTR { continue }
          throw Failure(description: "read \(name) failed (errno \(errno))", code: errno)
        }
        filled += got
        // A regular file reads short only at its end: stop without asking for the 0 that
        // confirms it, unless the file turned out shorter than expected.
        if got == 0 || (got < asked && filled >= expectedSize) { break }
      }
      return filled
    }
  }

  /// Reads the header of an entry file (fixed part and key) and the file's size.
  func readHeader(_ name: String) throws -> (bytes: Data, fileSize: Int) {
    let descriptor = try open(name, flags: O_RDONLY)
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw Failure(description: "stat \(name) failed (errno \(errno))", code: errno)
    }
    let fileSize = Int(status.st_size)
    var bytes = try readPrefix(descriptor, upTo: EntryFile.fixedHeaderSize)
    let keyLength = bytes.withUnsafeBytes { try? EntryFile.keyLength(inFixedHeader: $0) }
    if let keyLength, keyLength > 0, keyLength <= fileSize - bytes.count {
      bytes.append(try readPrefix(descriptor, upTo: keyLength))
    }
    return (bytes, fileSize)
  }

  /// Writes `data` to a new temporary file in the folder and returns its name; on failure no
  /// temporary file is left behind.
  func writeTemporaryFile(_ data: Data) throws -> String {
    let name = UUID().uuidString + Self.temporaryExtension
    do {
      try data.write(to: url(name))
    } catch {
      delete(name)
      throw error
    }
    return name
  }

  /// Renames `source` to `destination` atomically, replacing any file there.
  func rename(_ source: String, to destination: String) throws {
    let result = filePath(source).withCString { from in
      filePath(destination).withCString { to in systemRename(from, to) }
    }
    guard result == 0 else {
      throw Failure(
        description: "rename \(source) to \(destination) failed (errno \(errno))", code: errno)
    }
  }

  /// Overwrites `bytes.count` bytes of a file at `offset`, in place.
  func overwrite(_ name: String, at offset: UInt64, with bytes: [UInt8]) throws {
    let descriptor = try open(name, flags: O_WRONLY)
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes {
      pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset))
    }
    guard written == bytes.count else {
      throw Failure(description: "write \(name) failed (errno \(errno))", code: errno)
    }
  }

  /// Deletes a file; returns whether it is gone (deleted now, or already missing).
  @discardableResult
  func delete(_ name: String) -> Bool {
    filePath(name).withCString { unlink($0) == 0 || errno == ENOENT }
  }

  private func open(_ name: String, flags: Int32) throws -> Int32 {
    let descriptor = filePath(name).withCString { systemOpen($0, flags | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw Failure(description: "open \(name) failed (errno \(errno))", code: errno)
    }
    return descriptor
  }

  private func readPrefix(_ descriptor: Int32, upTo count: Int) throws -> Data {
    var data = Data(count: count)
    let got = data.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
    guard got >= 0 else { throw Failure(description: "read failed (errno \(errno))", code: errno) }
    data.count = got
    return data
  }

  private func filePath(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  private func url(_ name: String) -> URL {
    URL(filePath: filePath(name), directoryHint: .notDirectory)
  }
}

/// The C library's `read` (a method of `EntryFolder` has the same name).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

/// The C library's `open` (a method of `EntryFolder` has the same name).
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}

/// The C library's `rename`, which replaces the destination atomically (unlike
/// `FileManager.moveItem`, which refuses to).
private func systemRename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  rename(from, to)
}
