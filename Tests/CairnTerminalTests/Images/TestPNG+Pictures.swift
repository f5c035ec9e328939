import CairnImages
import CairnTerminal

/// Ready-made pictures for the drawing tests.
extension TestPNG {
  /// An opaque RGB picture `width` pixels wide with one row per color, top to bottom, each
  /// repeated `rowsPerColor` times.
  static func stripes(
    _ colors: [(UInt8, UInt8, UInt8)], width: Int, rowsPerColor: Int = 1
  ) -> TestPNG {
    let rows = colors.flatMap { Array(repeating: $0, count: rowsPerColor) }
    return TestPNG(
      width: width, height: rows.count, colorType: 2, bitDepth: 8,
      samples: rows.flatMap { color in
        Array(repeating: [Int(color.0), Int(color.1), Int(color.2)], count: width).flatMap { $0 }
      })
  }

  /// An opaque RGB picture of `columns` × `rows` squares of `block` pixels, alternately black
  /// and white.
  static func checkerboard(block: Int, columns: Int, rows: Int) -> RGBAImage? {
    let width = block * columns
    let height = block * rows
    let pixels = (0..<(width * height)).flatMap { index -> [UInt8] in
      let isWhite = (index % width / block + index / width / block).isMultiple(of: 2)
      return isWhite ? [255, 255, 255, 255] : [0, 0, 0, 255]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
