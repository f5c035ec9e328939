import CairnNavigation

/// The line under a paged set's navigation bar: each page's title, the one that shows
/// highlighted, as Tabman's bar shows them (`[` and `]` move between them).
struct PageBar {
  var set: PageSet

  func draw(into buffer: inout ScreenBuffer, row: Int, col: Int, width: Int) {
    buffer.fill(row: row, col: col, width: width, height: 1)
    var used = 1
    for (index, page) in set.pages.enumerated() {
      let label = " \(page.title) "
      let style: Style = index == set.selected ? .selected : .secondary
      guard used < width else { break }
      used +=
        buffer.write(label, at: row, col: col + used, style: style, maxWidth: width - used) + 1
    }
  }
}
