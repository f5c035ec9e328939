import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file and replaces a whole file atomically, with the errors spelled out.
enum FileContents {
  /// The file's bytes, or `nil` when no file is there.
  static func read(at file: URL) throws(FileFailure) -> Data? {
    let path = file.path(percentEncoded: false)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .lastError(path: path, doing: "cannot open the file")
    }
    defer { close(descriptor) }
    var contents = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return contents }
      if count < 0 {
        if errno == EINTR { continue }
        throw .lastError(path: path, doing: "cannot read the file")
      }
      contents.append(contentsOf: chunk[0..<count])
    }
  }

  /// Replaces the file with `data` so that readers see either the old or the new bytes, never a
  /// mix: the bytes go to a temporary file in the same folder, are flushed to disk, and the
  /// temporary file is renamed over the target. On failure the old file is left as it was and the
  /// temporary file is removed.
  static func replace(at file: URL, with data: Data) throws(FileFailure) {
    let path = file.path(percentEncoded: false)
    let folder = file.deletingLastPathComponent()
    let temporaryName = ".\(file.lastPathComponent).\(UUID().uuidString).tmp"
    let temporaryPath = folder.appending(path: temporaryName).path(percentEncoded: false)

    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .lastError(path: path, doing: "cannot create a temporary file next to it")
    }
    if let failure = writeAndSync(data, to: descriptor, path: path) {
      close(descriptor)
      unlink(temporaryPath)
      throw failure
    }
    guard close(descriptor) == 0 else {
      let failure = FileFailure.lastError(path: path, doing: "cannot finish writing")
      unlink(temporaryPath)
      throw failure
    }
    guard rename(temporaryPath, path) == 0 else {
      let failure = FileFailure.lastError(path: path, doing: "cannot replace the file")
      unlink(temporaryPath)
      throw failure
    }
    syncFolder(folder)
  }

  /// Writes every byte and flushes them to disk; returns the failure, if any.
  private static func writeAndSync(_ data: Data, to descriptor: Int32, path: String)
    -> FileFailure?
  {
    var failure: FileFailure?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = writeBytes(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = .lastError(path: path, doing: "cannot write")
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 {
      failure = .lastError(path: path, doing: "cannot flush to disk")
    }
    return failure
  }

  /// Makes the rename itself durable. Best effort: the new file is already in place, so a failure
  /// here is not reported.
  private static func syncFolder(_ folder: URL) {
    let descriptor = open(folder.path(percentEncoded: false), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func readBytes(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }
}
