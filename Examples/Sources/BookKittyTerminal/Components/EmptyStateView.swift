import CairnTerminal

/// An empty list's title and body (the original's EmptyDataDescriptionView), a few lines down.
struct EmptyStateView {
  let title: String
  let body: String?

  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    var block = TextBlock(width: rect.width - 4)
    block.add(title, style: .title)
    if let body { block.add(body, style: .secondary) }
    block.draw(into: &buffer, in: rect.inset(top: 2, left: 2, right: 2), scroll: 0)
  }
}
