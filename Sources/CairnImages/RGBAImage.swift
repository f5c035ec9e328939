/// A picture as 8-bit red, green, blue and alpha samples, row by row from the top left: what
/// ``PNGDecoder`` produces and ``TerminalImage`` draws.
public struct RGBAImage: Sendable, Hashable {
  /// Width in pixels (at least 1).
  public let width: Int
  /// Height in pixels (at least 1).
  public let height: Int
  /// `width × height × 4` samples: R, G, B, A of each pixel; alpha 255 is opaque.
  public let pixels: [UInt8]

  /// A picture of `width × height` pixels from their RGBA samples; `nil` when a size is not
  /// positive or `pixels` does not hold exactly four samples per pixel.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    let (area, overflows) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflows, area <= pixels.count / 4, pixels.count == area * 4
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at `x`, `y` (from the top left) as R, G, B, A; `nil` outside the picture.
  public func pixel(x: Int, y: Int) -> RGBA? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    let index = (y * width + x) * 4
    return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }
}

extension RGBAImage {
  /// A picture whose sizes the caller has already checked (the decoder and the scaler).
  init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}
