import CairnTerminal
import DimoPresentation

/// A row of a list with a picture at its left (a poster or a portrait, in half blocks) and up
/// to three lines of text beside it.
struct PictureRow {
  /// The lines a row takes, its blank separator included.
  static let height = 4
  /// The columns the picture takes, its gap included.
  static let pictureWidth = 8

  let path: String
  let lines: [(text: String, style: Style)]
  let picture: ShownPicture?
  let isSelected: Bool

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, pictures: DimoPictures,
    context: any TerminalContext
  ) {
    let right = rect.col + rect.width
    var left = rect.col + 1
    if context.colorMode.hasColors, picture?.png != nil, rect.width > Self.pictureWidth + 16 {
      pictures.draw(
        picture, path: path, into: &buffer,
        in: Rect(row: rect.row, col: left, width: Self.pictureWidth - 2, height: 3),
        context: context, fallback: "🖼")
      left += Self.pictureWidth
    }
    for (index, line) in lines.prefix(3).enumerated() {
      buffer.write(
        line.text, at: rect.row + index, col: left, style: line.style,
        maxWidth: max(0, right - left))
    }
    if isSelected {
      buffer.applyStyle(
        .selected,
        in: Rect(row: rect.row, col: left, width: max(0, right - left), height: min(3, lines.count))
      )
    }
  }
}
