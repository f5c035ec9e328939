import Foundation

/// The header of one entry file, as read back.
struct EntryHeader: Equatable {
  var accessStamp: UInt64
  var payloadChecksum: UInt64
  var payloadLength: Int
  var storedAt: Date
  var expiresAt: Date?
  var key: String

  /// The size of the whole file: header, key and payload.
  var fileSize: Int { EntryFile.fixedHeaderSize + key.utf8.count + payloadLength }

  /// Where the payload starts in the file.
  var payloadOffset: Int { EntryFile.fixedHeaderSize + key.utf8.count }
}

/// The layout of an entry file (all integers little-endian):
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `CRNC` |
/// | 4 | 2 | format version (3) |
/// | 6 | 2 | reserved, 0 |
/// | 8 | 8 | access stamp: rewritten in place with the order of use, so not checksummed |
/// | 16 | 8 | checksum of the header from offset 24 to the end of the key |
/// | 24 | 8 | checksum of the payload |
/// | 32 | 4 | key length |
/// | 36 | 4 | reserved, 0 |
/// | 40 | 8 | payload length |
/// | 48 | 8 | stored-at, seconds since 1970 (Float64 bits) |
/// | 56 | 8 | expires-at, seconds since 1970 (Float64 bits; +infinity for never) |
/// | 64 | … | key (UTF-8), then payload |
///
/// The header checksum lets a cache check every header when it opens without reading the
/// payloads; the payload checksum is checked on each read. Both are ``EntryChecksum``s.
/// Earlier versions are not read: their entries are deleted on open as `unsupportedVersion`
/// (version 1 had CRC-32 checksums and a 56-byte header, version 2 a checksum folding 16 bytes
/// per multiply).
enum EntryFile {
  static let magic: [UInt8] = Array("CRNC".utf8)
  static let version: UInt16 = 3
  static let fixedHeaderSize = 64
  static let accessStampOffset: UInt64 = 8
  private static let headerChecksumStart = 24

  /// The bytes of an entry file.
  static func encode(
    key: String, payload: Data, storedAt: Date, expiresAt: Date?, accessStamp: UInt64
  ) -> Data {
    let keyBytes = Array(key.utf8)
    var file = Data(capacity: fixedHeaderSize + keyBytes.count + payload.count)
    file.append(contentsOf: magic)
    append(version, to: &file)
    append(UInt16(0), to: &file)
    append(accessStamp, to: &file)
    append(UInt64(0), to: &file)
    append(payload.withUnsafeBytes { EntryChecksum.checksum($0) }, to: &file)
    append(UInt32(keyBytes.count), to: &file)
    append(UInt32(0), to: &file)
    append(UInt64(payload.count), to: &file)
    append(storedAt.timeIntervalSince1970.bitPattern, to: &file)
    append((expiresAt?.timeIntervalSince1970 ?? .infinity).bitPattern, to: &file)
    file.append(contentsOf: keyBytes)
    let headerChecksum = file.withUnsafeBytes {
      EntryChecksum.checksum(UnsafeRawBufferPointer(rebasing: $0[headerChecksumStart...]))
    }
    withUnsafeBytes(of: headerChecksum.littleEndian) { file.replaceSubrange(16..<24, with: $0) }
    file.append(payload)
    return file
  }

  /// Writes `stamp` over the access stamp of the encoded entry `file`.
  static func setAccessStamp(_ stamp: UInt64, in file: inout Data) {
    let start = file.startIndex + Int(accessStampOffset)
    withUnsafeBytes(of: stamp.littleEndian) { file.replaceSubrange(start..<start + 8, with: $0) }
  }

  /// How many key bytes follow the fixed header, read from its first ``fixedHeaderSize`` bytes.
  static func keyLength(inFixedHeader bytes: UnsafeRawBufferPointer) throws(DiskCacheCorruption)
    -> Int
  {
    guard bytes.count >= fixedHeaderSize else { throw .truncated }
    guard bytes.prefix(4).elementsEqual(magic) else { throw .badMagic }
    let version = read(UInt16.self, at: 4, in: bytes)
    guard version == Self.version else { throw .unsupportedVersion(version) }
    return Int(read(UInt32.self, at: 32, in: bytes))
  }

  /// Reads and checks the header at the start of a file (the fixed header and the key at
  /// least; the payload is not needed).
  static func decodeHeader(_ bytes: UnsafeRawBufferPointer) throws(DiskCacheCorruption)
    -> EntryHeader
  {
    let keyLength = try keyLength(inFixedHeader: bytes)
    guard bytes.count >= fixedHeaderSize + keyLength else { throw .truncated }
    let headerEnd = fixedHeaderSize + keyLength
    let checksum = EntryChecksum.checksum(
      UnsafeRawBufferPointer(rebasing: bytes[headerChecksumStart..<headerEnd]))
    guard checksum == read(UInt64.self, at: 16, in: bytes) else { throw .checksumMismatch }
    let payloadLength = read(UInt64.self, at: 40, in: bytes)
    guard payloadLength <= UInt64(Int.max - headerEnd) else { throw .wrongLength }
    let keyBytes = UnsafeRawBufferPointer(rebasing: bytes[fixedHeaderSize..<headerEnd])
    let key = String(decoding: keyBytes, as: UTF8.self)
    guard key.utf8.elementsEqual(keyBytes) else { throw .unreadableKey }
    let expiry = Double(bitPattern: read(UInt64.self, at: 56, in: bytes))
    return EntryHeader(
      accessStamp: read(UInt64.self, at: 8, in: bytes),
      payloadChecksum: read(UInt64.self, at: 24, in: bytes),
      payloadLength: Int(payloadLength),
      storedAt: Date(
        timeIntervalSince1970: Double(bitPattern: read(UInt64.self, at: 48, in: bytes))),
      expiresAt: expiry.isFinite ? Date(timeIntervalSince1970: expiry) : nil,
      key: key
    )
  }

  /// Checks a whole file read back for `expectedKey`; returns its header. The payload is the
  /// file from ``EntryHeader/payloadOffset`` on.
  static func check(_ file: UnsafeRawBufferPointer, expectedKey: String)
    throws(DiskCacheCorruption) -> EntryHeader
  {
    let header = try decodeHeader(file)
    // The key first: a reader reads no more than the size it expects, so another key's
    // longer file would otherwise look truncated.
    guard header.key == expectedKey else { throw .keyMismatch }
    guard file.count >= header.fileSize else { throw .truncated }
    guard file.count == header.fileSize else { throw .wrongLength }
    let payload = UnsafeRawBufferPointer(rebasing: file[header.payloadOffset...])
    guard EntryChecksum.checksum(payload) == header.payloadChecksum else {
      throw .checksumMismatch
    }
    return header
  }

  /// Checks a whole file read back for `expectedKey`; returns its header and payload.
  static func decode(_ file: Data, expectedKey: String) throws(DiskCacheCorruption)
    -> (header: EntryHeader, payload: Data)
  {
    let checked = file.withUnsafeBytes { bytes in
      Result { () throws(DiskCacheCorruption) in try check(bytes, expectedKey: expectedKey) }
    }
    let header = try checked.get()
    return (header, Data(file[(file.startIndex + header.payloadOffset)...]))
  }

  private static func append<Integer: FixedWidthInteger>(_ value: Integer, to data: inout Data) {
    withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
  }

  private static func read<Integer: FixedWidthInteger>(
    _ type: Integer.Type, at offset: Int, in bytes: UnsafeRawBufferPointer
  ) -> Integer {
    Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: type))
  }
}
