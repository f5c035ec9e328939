/// What was wrong with a disk entry that the cache found damaged and deleted.
public enum DiskCacheCorruption: Error, Sendable, Equatable {
  /// The file does not start with the entry magic bytes: not an entry, or overwritten.
  case badMagic
  /// The entry was written by a format version this code does not read.
  case unsupportedVersion(UInt16)
  /// The file is shorter than its header says.
  case truncated
  /// The file is longer than its header says, or its size changed behind the cache's back.
  case wrongLength
  /// The stored key is not valid UTF-8.
  case unreadableKey
  /// The file holds a valid entry for another key than the one it was filed under.
  case keyMismatch
  /// A checksum (of the header or of the payload) does not match the contents.
  case checksumMismatch
}
