/// One pass over a PNG's pixels: the whole picture when it is not interlaced, or one of the
/// seven sub-images of Adam7 interlacing, each a grid of every `xStep`-th pixel from `xStart`
/// of every `yStep`-th row from `yStart`.
struct PNGPass: Equatable {
  /// The first column.
  let xStart: Int
  /// The first row.
  let yStart: Int
  /// The distance between columns.
  let xStep: Int
  /// The distance between rows.
  let yStep: Int
  /// Pixels per scanline of this pass.
  let width: Int
  /// Scanlines of this pass.
  let height: Int

  /// Adam7's passes as (xStart, yStart, xStep, yStep).
  private static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// The passes that hold pixels, in file order; a pass of a small picture may be empty, and
  /// an empty pass has no scanlines (not even filter bytes), so it is left out.
  static func passes(for header: PNGHeader) -> [PNGPass] {
    guard header.isInterlaced else {
      return [
        PNGPass(
          xStart: 0, yStart: 0, xStep: 1, yStep: 1, width: header.width, height: header.height)
      ]
    }
    return adam7.compactMap { xStart, yStart, xStep, yStep in
      let width = (header.width - xStart + xStep - 1) / xStep
      let height = (header.height - yStart + yStep - 1) / yStep
      guard width > 0, height > 0 else { return nil }
      return PNGPass(
        xStart: xStart, yStart: yStart, xStep: xStep, yStep: yStep, width: width, height: height)
    }
  }
}
