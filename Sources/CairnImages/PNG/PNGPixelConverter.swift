/// Turns restored scanlines into RGBA8 pixels: samples scaled to 8 bits (16-bit ones rounded),
/// palette entries looked up, and the transparent colour made transparent.
struct PNGPixelConverter {
  private let header: PNGHeader
  private let palette: PNGPalette?
  private let transparentColor: PNGTransparentColor?
  /// What a sample of the header's bit depth is multiplied by to reach 0…255 (below 8 bits).
  private let lowDepthScale: Int

  /// A converter for the picture `file` describes.
  init(_ file: PNGFile) {
    header = file.header
    palette = file.palette
    transparentColor = file.transparentColor
    lowDepthScale = header.bitDepth < 8 ? 255 / ((1 << header.bitDepth) - 1) : 1
  }

  /// Writes the pixels of one restored scanline of `pass` (its bytes start at `line` in `data`)
  /// into row `row` of the pass in `pixels`, an RGBA8 buffer of the whole picture.
  /// - Returns: a palette index that has no entry, if the line holds one (the caller throws).
  func convert(
    _ data: UnsafeBufferPointer<UInt8>, line: Int, pass: PNGPass, row: Int,
    into pixels: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    let y = pass.yStart + row * pass.yStep
    let first = (y * header.width + pass.xStart) * 4
    let step = pass.xStep * 4
    // One loop per colour type: the type is the same for every pixel of the picture.
    switch header.colorType {
    case .indexed:
      return convertIndexed(
        data, line: line, count: pass.width, into: pixels, at: first, step: step)
    case .grey:
      for pixel in 0..<pass.width {
        let grey = sample(data, line: line, index: pixel)
        let value = eightBit(grey)
        let alpha: UInt8 = transparentColor == .grey(grey) ? 0 : 255
        store(value, value, value, alpha, in: pixels, at: first + pixel * step)
      }
    case .rgb:
      for pixel in 0..<pass.width {
        let red = sample(data, line: line, index: pixel * 3)
        let green = sample(data, line: line, index: pixel * 3 + 1)
        let blue = sample(data, line: line, index: pixel * 3 + 2)
        let alpha: UInt8 = transparentColor == .rgb(red, green, blue) ? 0 : 255
        store(
          eightBit(red), eightBit(green), eightBit(blue), alpha, in: pixels,
          at: first + pixel * step)
      }
    case .greyAlpha:
      for pixel in 0..<pass.width {
        let value = eightBit(sample(data, line: line, index: pixel * 2))
        let alpha = eightBit(sample(data, line: line, index: pixel * 2 + 1))
        store(value, value, value, alpha, in: pixels, at: first + pixel * step)
      }
    case .rgba:
      for pixel in 0..<pass.width {
        store(
          eightBit(sample(data, line: line, index: pixel * 4)),
          eightBit(sample(data, line: line, index: pixel * 4 + 1)),
          eightBit(sample(data, line: line, index: pixel * 4 + 2)),
          eightBit(sample(data, line: line, index: pixel * 4 + 3)), in: pixels,
          at: first + pixel * step)
      }
    }
    return nil
  }

  /// The indexed case of ``convert(_:line:pass:row:into:)``: palette entries copied.
  private func convertIndexed(
    _ data: UnsafeBufferPointer<UInt8>, line: Int, count: Int,
    into pixels: UnsafeMutableBufferPointer<UInt8>, at first: Int, step: Int
  ) -> Int? {
    guard let palette else { return 0 }
    return palette.table.withUnsafeBufferPointer { table in
      for pixel in 0..<count {
        let index = sample(data, line: line, index: pixel)
        guard index < palette.count else { return index }
        store(
          table[index * 4], table[index * 4 + 1], table[index * 4 + 2], table[index * 4 + 3],
          in: pixels, at: first + pixel * step)
      }
      return nil
    }
  }

  /// The `index`-th sample of the scanline at `line`, as stored (not scaled).
  @inline(__always)
  private func sample(_ data: UnsafeBufferPointer<UInt8>, line: Int, index: Int) -> Int {
    switch header.bitDepth {
    case 8:
      return Int(data[line + index])
    case 16:
      return Int(data[line + index * 2]) << 8 | Int(data[line + index * 2 + 1])
    default:
      let bit = index * header.bitDepth
      let shift = 8 - header.bitDepth - bit % 8
      return Int(data[line + bit / 8] >> shift) & ((1 << header.bitDepth) - 1)
    }
  }

  /// A sample scaled to 0…255: 16-bit samples rounded, low depths stretched (a 1-bit 1 is 255).
  @inline(__always)
  private func eightBit(_ value: Int) -> UInt8 {
    switch header.bitDepth {
    case 8: UInt8(truncatingIfNeeded: value)
    case 16: UInt8(truncatingIfNeeded: (value * 255 + 32_895) >> 16)
    default: UInt8(truncatingIfNeeded: value * lowDepthScale)
    }
  }

  @inline(__always)
  private func store(
    _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8,
    in pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) {
    pixels[index] = red
    pixels[index + 1] = green
    pixels[index + 2] = blue
    pixels[index + 3] = alpha
  }
}
