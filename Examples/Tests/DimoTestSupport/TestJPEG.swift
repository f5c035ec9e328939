import Foundation

/// A real baseline JPEG made in the test: one grey component, every 8×8 block a flat mid-grey
/// (a DC difference of 0 and an end-of-block), with one-code Huffman tables — what any decoder
/// reads. The frame header may declare any size up to 65,535 each way.
public enum TestJPEG {
  /// The file's bytes for a picture of `width`×`height` pixels (the scan holds that many
  /// blocks, or one block when `blocks` says so, for a header that lies about its size).
  public static func make(width: Int, height: Int, blocks: Int? = nil) -> Data {
    var file: [UInt8] = [0xFF, 0xD8]
    file += segment(0xDB, [0x00] + Array(repeating: 1, count: 64))  // One quantization table.
    file += segment(
      0xC0, [8] + bigEndian16(height) + bigEndian16(width) + [1, 1, 0x11, 0x00])
    let oneCode: [UInt8] = [1] + Array(repeating: 0, count: 15) + [0x00]
    file += segment(0xC4, [0x00] + oneCode)  // DC table 0: the code `0` for category 0.
    file += segment(0xC4, [0x10] + oneCode)  // AC table 0: the code `0` for end-of-block.
    file += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
    let blockCount = blocks ?? ((width + 7) / 8) * ((height + 7) / 8)
    file += scan(blockCount)
    file += [0xFF, 0xD9]
    return Data(file)
  }

  /// Two zero bits a block, padded with ones to a whole byte (never a whole 0xFF byte).
  private static func scan(_ blocks: Int) -> [UInt8] {
    let bits = blocks * 2
    var bytes = [UInt8](repeating: 0, count: (bits + 7) / 8)
    let padding = bytes.count * 8 - bits
    if padding > 0 { bytes[bytes.count - 1] = UInt8((1 << padding) - 1) }
    return bytes
  }

  private static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian16(data.count + 2) + data
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
