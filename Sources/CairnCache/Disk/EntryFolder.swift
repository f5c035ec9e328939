import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations of a disk cache on its folder. File names only, never paths from outside.
struct EntryFolder: Sendable {
  /// The extension of entry files.
  static let entryExtension = ".entry"
  /// The extension of files being written; any found on open are left over from a crash.
  static let temporaryExtension = ".tmp"

  /// Why an operation on the folder failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let path: String

  /// Opens (creating if needed) the folder at `path`.
  init(path: String) throws {
    self.path = path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The names of the files in the folder.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path)
  }

  /// Reads a whole file.
  func read(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  /// Reads the header of an entry file (fixed part and key) and the file's size.
  func readHeader(_ name: String) throws -> (bytes: Data, fileSize: Int) {
    let handle = try FileHandle(forReadingFrom: url(name))
    defer { try? handle.close() }
    let fileSize = Int(try handle.seekToEnd())
    try handle.seek(toOffset: 0)
    var bytes = try handle.read(upToCount: EntryFile.fixedHeaderSize) ?? Data()
    if bytes.count == EntryFile.fixedHeaderSize,
      let keyLength = try? EntryFile.keyLength(inFixedHeader: bytes),
      keyLength > 0, keyLength <= fileSize - bytes.count
    {
      bytes.append(try handle.read(upToCount: keyLength) ?? Data())
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
    let result = url(source).withUnsafeFileSystemRepresentation { from in
      url(destination).withUnsafeFileSystemRepresentation { to -> Int32 in
        guard let from, let to else { return -1 }
        return systemRename(from, to)
      }
    }
    guard result == 0 else {
      throw Failure(description: "rename \(source) to \(destination) failed (errno \(errno))")
    }
  }

  /// Overwrites `bytes.count` bytes of a file at `offset`, in place.
  func overwrite(_ name: String, at offset: UInt64, with bytes: Data) throws {
    let handle = try FileHandle(forWritingTo: url(name))
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: bytes)
  }

  /// Deletes a file; returns whether it is gone (deleted now, or already missing).
  @discardableResult
  func delete(_ name: String) -> Bool {
    do {
      try FileManager.default.removeItem(at: url(name))
      return true
    } catch {
      return !FileManager.default.fileExists(atPath: url(name).path(percentEncoded: false))
    }
  }

  private func url(_ name: String) -> URL {
    URL(filePath: path, directoryHint: .isDirectory).appending(
      path: name, directoryHint: .notDirectory)
  }
}

/// The C library's `rename`, which replaces the destination atomically (unlike
/// `FileManager.moveItem`, which refuses to).
private func systemRename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  rename(from, to)
}
