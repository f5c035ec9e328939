import CCairnZlib

/// The byte-level parts of ``TestPNG``: chunks, CRCs, filters and zlib.
extension TestPNG {
  /// The PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A chunk: length, type, data and the CRC of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    return bigEndian(data.count) + typeAndData + bigEndian(crc(typeAndData))
  }

  /// `value` as four big-endian bytes.
  static func bigEndian(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: slow, but written apart from zlib's.
  static func crc(_ bytes: [UInt8]) -> Int {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return Int(crc ^ 0xFFFF_FFFF)
  }

  /// A zlib stream of `bytes` at the default level.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&output, &length, bytes, UInt(bytes.count), Z_DEFAULT_COMPRESSION)
    return status == Z_OK ? Array(output.prefix(Int(length))) : []
  }

  /// `raw` filtered with filter `type`, predicting from the raw row `above` (zeros when none)
  /// and the byte `distance` to the left.
  static func filtered(_ raw: [UInt8], above: [UInt8]?, type: UInt8, distance: Int) -> [UInt8] {
    raw.indices.map { index in
      let left = index >= distance ? Int(raw[index - distance]) : 0
      let up = above.map { Int($0[index]) } ?? 0
      let upLeft = index >= distance ? above.map { Int($0[index - distance]) } ?? 0 : 0
      let prediction: Int
      switch type {
      case 1: prediction = left
      case 2: prediction = up
      case 3: prediction = (left + up) / 2
      case 4:
        let estimate = left + up - upLeft
        let distances = [abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)]
        prediction =
          distances[0] <= distances[1] && distances[0] <= distances[2]
          ? left : distances[1] <= distances[2] ? up : upLeft
      default: prediction = 0
      }
      return UInt8(truncatingIfNeeded: Int(raw[index]) - prediction)
    }
  }
}
