import CairnNavigation

/// Draws an alert (a centred box with buttons in a row) or an action sheet (a list of
/// choices at the bottom), with the selected button highlighted.
struct DialogView {
  var dialog: Dialog
  var selected: Int

  func draw(into buffer: inout ScreenBuffer, screenWidth: Int, bottomRow: Int) {
    switch dialog.style {
    case .alert: drawAlert(into: &buffer, screenWidth: screenWidth, bottomRow: bottomRow)
    case .actionSheet:
      drawActionSheet(into: &buffer, screenWidth: screenWidth, bottomRow: bottomRow)
    }
  }

  private func drawAlert(into buffer: inout ScreenBuffer, screenWidth: Int, bottomRow: Int) {
    let width = min(screenWidth - 4, 52)
    let inner = width - 4
    let message = dialog.message.map { $0.wrapped(to: inner) } ?? []
    let height = 6 + message.count
    let frame = Rect(
      row: max(0, (bottomRow - height) / 2), col: (screenWidth - width) / 2, width: width,
      height: height)
    buffer.fill(row: frame.row, col: frame.col, width: frame.width, height: frame.height)
    Box(title: nil).draw(into: &buffer, in: frame)
    var row = frame.row + 1
    buffer.write(
      dialog.title.fitted(to: inner, alignment: .center), at: row, col: frame.col + 2, style: .title
    )
    row += 1
    for line in message {
      row += 1
      buffer.write(line.fitted(to: inner, alignment: .center), at: row, col: frame.col + 2)
    }
    row += 2
    let labels = dialog.buttons.map { " \($0.title) " }
    let total = labels.reduce(0) { $0 + $1.displayWidth } + max(0, labels.count - 1) * 2
    var col = frame.col + max(2, (width - total) / 2)
    for (index, label) in labels.enumerated() {
      col +=
        buffer.write(
          label, at: row, col: col, style: style(for: index), maxWidth: frame.col + width - 2 - col)
        + 2
    }
  }

  private func drawActionSheet(into buffer: inout ScreenBuffer, screenWidth: Int, bottomRow: Int) {
    let width = min(screenWidth - 4, 48)
    let height = dialog.buttons.count + 4 + (dialog.message == nil ? 0 : 1)
    let frame = Rect(
      row: max(0, bottomRow - height), col: (screenWidth - width) / 2, width: width, height: height)
    buffer.fill(row: frame.row, col: frame.col, width: frame.width, height: frame.height)
    Box(title: nil).draw(into: &buffer, in: frame)
    var row = frame.row + 1
    buffer.write(
      dialog.title.fitted(to: width - 4, alignment: .center), at: row, col: frame.col + 2,
      style: .title)
    if let message = dialog.message {
      row += 1
      buffer.write(
        message.fitted(to: width - 4, alignment: .center), at: row, col: frame.col + 2,
        style: .secondary)
    }
    row += 1
    for (index, button) in dialog.buttons.enumerated() {
      row += 1
      let label = "\(index + 1) \(button.title)".fitted(to: width - 4, alignment: .center)
      buffer.write(label, at: row, col: frame.col + 2, style: style(for: index))
    }
  }

  private func style(for index: Int) -> Style {
    let role = dialog.buttons[index].role
    let base: Style = role == .destructive ? .danger : (role == .cancel ? .secondary : .normal)
    return index == selected ? base.merging(.selected) : base
  }

}
