/// The top bar of a screen: back hint with the previous screen's title, the title, and the
/// right bar button with its key.
struct NavigationBar {
  var title: String
  var backTitle: String?
  /// The left of a sheet's first screen ("Esc Close"), in the app's language.
  var closeHint: String?
  var barButton: BarButton?
  var spinnerFrame: String?

  func draw(into buffer: inout ScreenBuffer, row: Int, col: Int, width: Int) {
    buffer.fill(row: row, col: col, width: width, height: 1)
    var left = ""
    if let backTitle {
      left = "‹ \(backTitle)"
    } else if let closeHint {
      left = closeHint
    }
    var right = ""
    if let barButton { right = "\(barButton.title) (\(barButton.keyLabel))" }
    let sideWidth = max(left.displayWidth, right.displayWidth)
    let titleWidth = max(0, width - 2 * min(sideWidth, width / 3) - 2)
    let shownTitle = (spinnerFrame.map { "\($0) " } ?? "") + title
    let fittedTitle = shownTitle.truncated(to: titleWidth)
    let titleCol = col + max(0, (width - fittedTitle.displayWidth) / 2)
    buffer.write(left.truncated(to: width / 3), at: row, col: col, style: .secondary)
    buffer.write(fittedTitle, at: row, col: titleCol, style: .title, maxWidth: titleWidth)
    let fittedRight = right.truncated(to: width / 3)
    buffer.write(
      fittedRight, at: row, col: col + width - fittedRight.displayWidth, style: .accent,
      maxWidth: fittedRight.displayWidth)
  }
}
