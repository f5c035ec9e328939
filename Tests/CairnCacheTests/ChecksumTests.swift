import Foundation
import Testing

@testable import CairnCache

@Suite("Hashes and checksums", .timeLimit(.minutes(1)))
struct ChecksumTests {
  @Test("FNV-1a 64 matches the published test vectors")
  func fnv1a64() {
    #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
    #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(StableHash.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test("CRC-32 matches the standard check value")
  func crc32() {
    #expect(CRC32.checksum(Data("123456789".utf8)) == 0xcbf4_3926)
    #expect(CRC32.checksum(Data()) == 0)
  }

  @Test("an encoded entry decodes to the same key, dates and payload")
  func entryRoundTrip() throws {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000.25)
    let file = EntryFile.encode(
      key: "키/🔑", payload: Data([1, 2, 3]), storedAt: storedAt, expiresAt: nil, accessStamp: 9)

    let (header, payload) = try EntryFile.decode(file, expectedKey: "키/🔑")

    #expect(payload == Data([1, 2, 3]))
    #expect(header.storedAt == storedAt)
    #expect(header.expiresAt == nil)
    #expect(header.accessStamp == 9)
    #expect(header.fileSize == file.count)
  }
}
