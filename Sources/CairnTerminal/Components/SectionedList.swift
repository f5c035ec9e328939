/// A vertical list of sections, each with a header ("TODO (3)") and rows or a status
/// (loading, empty, failed). The selection moves over rows only, across sections, and
/// the list scrolls to keep it visible.
///
/// It is virtualized: drawing looks up the first visible line by binary search over the
/// sections and draws only the rows on screen, so its cost does not grow with the rows.
///
/// Keys: Up/Down or k/j move one row, PgUp/PgDn a screenful, Home/End to the first or
/// last row; they are used whenever the list has rows, even when the selection cannot
/// move further.
public struct SectionedList<Row: Identifiable> {
  /// The sections, in order.
  public private(set) var sections: [ListSection<Row>]
  /// The lines each row takes (1 or more).
  public let rowHeight: Int
  /// Blank lines before every section but the first.
  public let sectionSpacing: Int
  /// The first line shown (the vertical scroll).
  public private(set) var scrollOffset = 0
  /// Whether the selected row is drawn inverse when the list is focused.
  public var highlightsSelection = true
  /// The index of the selected row among all rows, or `nil` when there are no rows.
  public private(set) var selectedRowIndex: Int?
  var layout: SectionedListLayout
  /// The height the list was last drawn at; 0 before the first draw.
  var viewportHeight = 0

  /// A list of `sections` with rows `rowHeight` lines tall; the first row is selected.
  public init(sections: [ListSection<Row>] = [], rowHeight: Int = 1, sectionSpacing: Int = 1) {
    self.sections = sections
    self.rowHeight = max(1, rowHeight)
    self.sectionSpacing = max(0, sectionSpacing)
    self.layout = SectionedListLayout(
      sections: sections, rowHeight: rowHeight, spacing: sectionSpacing)
    self.selectedRowIndex = layout.totalRows > 0 ? 0 : nil
  }

  /// The number of rows in all sections.
  public var rowCount: Int { layout.totalRows }

  /// The number of lines the whole list takes.
  public var lineCount: Int { layout.totalLines }

  /// Where the selected row is, or `nil` when there are no rows.
  public var selectedIndexPath: ListIndexPath? {
    selectedRowIndex.flatMap { layout.indexPath(ofRowAt: $0) }
  }

  /// The selected row, or `nil` when there are no rows.
  public var selectedRow: Row? {
    selectedIndexPath.map { sections[$0.section].rows[$0.row] }
  }

  /// The row at `path`, or `nil` when there is none.
  public func row(at path: ListIndexPath) -> Row? {
    guard sections.indices.contains(path.section) else { return nil }
    let rows = sections[path.section].rows
    return rows.indices.contains(path.row) ? rows[path.row] : nil
  }

  /// Replaces the sections. The selection stays on the row with the same id when it is
  /// still there; otherwise it stays at the same position, moved back onto the rows.
  public mutating func setSections(_ newSections: [ListSection<Row>]) {
    let selectedID = selectedRow?.id
    let previousIndex = selectedRowIndex
    sections = newSections
    layout = SectionedListLayout(
      sections: newSections, rowHeight: rowHeight, spacing: sectionSpacing)
    guard layout.totalRows > 0 else {
      selectedRowIndex = nil
      scrollOffset = 0
      return
    }
    selectedRowIndex = min(previousIndex ?? 0, layout.totalRows - 1)
    if let selectedID, let previousIndex {
      selectRow(withID: selectedID, near: previousIndex)
    }
    scrollToSelection()
  }

  /// Selects the row with `id`: first among the rows around `rowIndex`, where a list refreshed
  /// with rows added or removed elsewhere finds it (a screen that refreshes its list on every
  /// frame must not walk 100,000 rows each time), then anywhere.
  private mutating func selectRow(withID id: Row.ID, near rowIndex: Int) {
    let nearby =
      max(0, rowIndex - Self.nearbyRows)..<min(layout.totalRows, rowIndex + Self.nearbyRows + 1)
    for candidate in nearby {
      if let path = layout.indexPath(ofRowAt: candidate), row(at: path)?.id == id {
        selectedRowIndex = candidate
        return
      }
    }
    select(where: { $0.id == id })
  }

  /// How far around its last place ``setSections(_:)`` looks for the selected row first.
  private static var nearbyRows: Int { 32 }

  /// Selects the first row satisfying `predicate`; false (selection unchanged) when none.
  @discardableResult
  public mutating func select(where predicate: (Row) -> Bool) -> Bool {
    for (sectionIndex, section) in sections.enumerated() {
      guard let rowIndex = section.rows.firstIndex(where: predicate) else { continue }
      return select(ListIndexPath(section: sectionIndex, row: rowIndex))
    }
    return false
  }

  /// Selects the row at `path`; false (selection unchanged) when there is none.
  @discardableResult
  public mutating func select(_ path: ListIndexPath) -> Bool {
    guard row(at: path) != nil else { return false }
    selectedRowIndex = layout.rowIndex(of: path)
    scrollToSelection()
    return true
  }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard let current = selectedRowIndex else { return false }
    let page = max(1, (viewportHeight > 0 ? viewportHeight : 10) / rowHeight)
    let target: Int
    switch key {
    case .up, .char("k"): target = current - 1
    case .down, .char("j"): target = current + 1
    case .pageUp: target = current - page
    case .pageDown: target = current + page
    case .home: target = 0
    case .end: target = layout.totalRows - 1
    default: return false
    }
    selectedRowIndex = min(max(0, target), layout.totalRows - 1)
    scrollToSelection()
    return true
  }

  /// Scrolls as little as possible to show the selected row (and its section's header
  /// when it is the section's first row), within the lines there are.
  mutating func scrollToSelection() {
    guard viewportHeight > 0 else { return }
    if let path = selectedIndexPath {
      let rowTop = layout.line(of: path)
      let top = path.row == 0 ? (layout.entries[path.section].headerLine ?? rowTop) : rowTop
      scrollOffset = min(scrollOffset, top)
      scrollOffset = max(scrollOffset, rowTop + rowHeight - viewportHeight)
    }
    scrollOffset = max(0, min(scrollOffset, layout.totalLines - viewportHeight))
  }
}

extension SectionedList: Sendable where Row: Sendable {}
