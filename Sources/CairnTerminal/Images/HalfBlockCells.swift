import CairnImages

/// Turns pixels into terminal cells with half blocks: each cell shows two pixels, one above the
/// other, as "▀" with the upper pixel's color in front and the lower one's behind, so that a
/// cell (about twice as tall as wide) holds two square pixels.
///
/// A pixel under half opacity is transparent and shows the terminal's own background: "▀"
/// with the default background when the lower one is, "▄" in the lower one's color when the
/// upper one is, a blank cell when both are. A picture of odd height has a transparent row
/// below it.
enum HalfBlockCells {
  /// The upper half block, the character of almost every picture cell.
  static let upperHalf = Cell("▀")
  /// The lower half block, for a cell whose upper pixel is transparent.
  static let lowerHalf = Cell("▄")

  /// The cells of `image`: `image.width` columns, `(image.height + 1) / 2` rows.
  static func cells(of image: RGBAImage) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: image.width, height: (image.height + 1) / 2)
    for row in 0..<buffer.height {
      for col in 0..<buffer.width {
        let upper = color(of: image, x: col, y: row * 2)
        let lower = color(of: image, x: col, y: row * 2 + 1)
        buffer.place(cell(upper: upper, lower: lower), width: 1, row: row, col: col)
      }
    }
    return buffer
  }

  /// The cell showing `upper` above `lower` (`nil` being transparent).
  static func cell(upper: TerminalColor?, lower: TerminalColor?) -> Cell {
    var cell: Cell
    switch (upper, lower) {
    case (.some, _):
      cell = upperHalf
      cell.style = Style(foreground: upper, background: lower)
    case (nil, .some):
      cell = lowerHalf
      cell.style = Style(foreground: lower)
    case (nil, nil):
      cell = .blank
    }
    return cell
  }

  /// The color of a pixel, or `nil` when it is transparent or outside the picture.
  private static func color(of image: RGBAImage, x: Int, y: Int) -> TerminalColor? {
    guard y < image.height else { return nil }
    let index = (y * image.width + x) * 4
    let pixels = image.pixels
    guard pixels[index + 3] >= 128 else { return nil }
    return .rgb(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
  }
}
