import Foundation

/// A PNG's width and height, read from its IHDR chunk, so that an `<img>` is written with its
/// real size (no layout shift while it loads).
enum PNGSize {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The size of `data`, or nil when it is not a PNG with a sensible size.
  static func of(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
    return (width, height)
  }
}
