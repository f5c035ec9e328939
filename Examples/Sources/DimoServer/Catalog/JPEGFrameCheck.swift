/// The structure of a JPEG checked without decoding its pixels: marker segments from the start
/// of the image to the start of the scan, exactly one frame header among them with a sound
/// length, precision, size and component count, and the end-of-image marker as the last two
/// bytes.
enum JPEGFrameCheck {
  /// True when `bytes` are such a JPEG, no wider or taller than `maxSide` pixels.
  static func isWhole(_ bytes: [UInt8], maxSide: Int) -> Bool {
    guard bytes.count >= 4, bytes.starts(with: [0xFF, 0xD8]),
      bytes[bytes.count - 2] == 0xFF, bytes[bytes.count - 1] == 0xD9
    else { return false }
    var index = 2
    var sawFrame = false
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return false }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1  // A fill byte: the marker follows.
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      // The length counts its own two bytes: below 2 the segment would end before it starts.
      guard length >= 2, index + 2 + length <= bytes.count else { return false }
      let segment = (index + 4)..<(index + 2 + length)
      if isStartOfFrame(marker) {
        guard !sawFrame, isSoundFrame(bytes[segment], maxSide: maxSide) else { return false }
        sawFrame = true
      } else if marker == 0xDA {
        return sawFrame  // The scan: entropy-coded data up to the end-of-image marker.
      } else if marker == 0xD8 || marker == 0xD9 || (0xD0...0xD7).contains(marker)
        || marker == 0x01
      {
        return false  // A marker without a length cannot come before the scan.
      }
      index = segment.upperBound
    }
    return false
  }

  /// SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
  }

  /// A frame header's fields after its length: precision 8, 12 or 16 bits; a height and width
  /// of 1 to `maxSide`; 1 to 4 components of 3 bytes each with sampling factors 1 to 4.
  private static func isSoundFrame(_ fields: ArraySlice<UInt8>, maxSide: Int) -> Bool {
    let fields = Array(fields)
    guard fields.count >= 6 else { return false }
    let height = Int(fields[1]) << 8 | Int(fields[2])
    let width = Int(fields[3]) << 8 | Int(fields[4])
    let components = Int(fields[5])
    guard [8, 12, 16].contains(fields[0]), (1...maxSide).contains(height),
      (1...maxSide).contains(width), (1...4).contains(components),
      fields.count == 6 + 3 * components
    else { return false }
    return (0..<components).allSatisfy { component in
      let sampling = fields[6 + 3 * component + 1]
      return (1...4).contains(sampling >> 4) && (1...4).contains(sampling & 0x0F)
    }
  }
}
