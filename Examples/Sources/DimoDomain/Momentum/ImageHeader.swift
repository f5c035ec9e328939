/// The format and pixel size of a PNG or JPEG, read from its first bytes: the PNG's `IHDR`
/// chunk, or the JPEG's first start-of-frame (`SOF0`…`SOF15`) segment. Nothing is decoded.
public struct ImageHeader: Hashable, Sendable {
  /// The two formats a profile picture may have.
  public enum Format: String, Hashable, Sendable {
    /// PNG.
    case png
    /// JPEG.
    case jpeg

    /// The format `bytes` start with, or nil when they start like neither.
    public init?(signatureOf bytes: some Collection<UInt8>) {
      if bytes.starts(with: ImageHeader.pngSignature) {
        self = .png
      } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
        self = .jpeg
      } else {
        return nil
      }
    }
  }

  /// PNG or JPEG.
  public var format: Format
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a header.
  public init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// The eight bytes every PNG starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the header of `bytes`: nil when they are neither a PNG nor a JPEG, or when the
  /// size cannot be found (a cut or damaged file).
  public init?(reading bytes: [UInt8]) {
    switch Format(signatureOf: bytes) {
    case .png?:
      guard let size = Self.pngSize(bytes) else { return nil }
      self.init(format: .png, width: size.width, height: size.height)
    case .jpeg?:
      guard let size = Self.jpegSize(bytes) else { return nil }
      self.init(format: .jpeg, width: size.width, height: size.height)
    case nil: return nil
    }
  }

  /// The width and height of `IHDR`, which must be the first chunk.
  private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// The size in the first start-of-frame segment, walking the segments from the start.
  private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var index = 2
    while index + 1 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      index += 2
      switch marker {
      case 0xFF:
        index -= 1  // A fill byte: the marker follows.
      case 0x01, 0xD0...0xD7:
        continue  // Markers without a length.
      case 0xD9, 0xDA:
        return nil  // The image ends or its data starts before any frame.
      default:
        guard index + 2 <= bytes.count else { return nil }
        let length = bigEndian(bytes, at: index, count: 2)
        guard length >= 2 else { return nil }
        if isStartOfFrame(marker) {
          guard index + 7 <= bytes.count else { return nil }
          let height = bigEndian(bytes, at: index + 3, count: 2)
          let width = bigEndian(bytes, at: index + 5, count: 2)
          return width > 0 && height > 0 ? (width, height) : nil
        }
        index += length
      }
    }
    return nil
  }

  /// SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
  }

  private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
    bytes[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
  }
}
