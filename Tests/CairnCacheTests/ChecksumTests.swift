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

  @Test("the checksum of known inputs never changes: entries written earlier stay readable")
  func knownAnswers() {
    #expect(EntryChecksum.checksum([]) == 0x4dfa_f2ea_a146_78cd)
    #expect(EntryChecksum.checksum(Array("123456789".utf8)) == 0xe8f7_a975_647d_517e)
    let pattern = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    #expect(EntryChecksum.checksum(pattern) == 0x3a93_842d_8149_b7cf)
  }

  @Test("every single-bit flip of a payload changes its checksum", arguments: [0, 15, 100, 2_048])
  func singleBitFlips(size: Int) {
    var bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let original = EntryChecksum.checksum(bytes)
    var unchanged = 0
    for bit in 0..<size * 8 {
      bytes[bit / 8] ^= 1 << (bit % 8)
      if EntryChecksum.checksum(bytes) == original { unchanged += 1 }
      bytes[bit / 8] ^= 1 << (bit % 8)
    }
    #expect(unchanged == 0)
  }

  @Test("the length, trailing zeros and the order of blocks change the checksum")
  func lengthAndOrder() {
    let blocks = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    let swapped = Array(blocks[64..<128] + blocks[0..<64] + blocks[128...])
    let checksums = [
      EntryChecksum.checksum(blocks), EntryChecksum.checksum(blocks + [0]),
      EntryChecksum.checksum(Array(blocks.dropLast())), EntryChecksum.checksum(swapped),
      EntryChecksum.checksum([]), EntryChecksum.checksum([0]), EntryChecksum.checksum([0, 0]),
    ]
    #expect(Set(checksums).count == checksums.count)
    #expect(EntryChecksum.checksum(blocks) == EntryChecksum.checksum(blocks))
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
