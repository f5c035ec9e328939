/// Where each section of a `SectionedList` sits, in lines, so that finding what is on a
/// line or where a row is takes a binary search over the sections, never a walk over
/// the rows.
struct SectionedListLayout: Sendable, Hashable {
  /// One section's place.
  struct Entry: Sendable, Hashable {
    /// The first line of the section, its leading spacing included.
    var start: Int
    /// The header's line, or `nil` when the section has no title.
    var headerLine: Int?
    /// The first line under the header.
    var bodyStart: Int
    /// The number of rows (0 unless the section shows rows).
    var rowCount: Int
    /// Whether the section shows a one-line status message instead of rows.
    var isStatus: Bool
    /// The index the section's first row has among all the rows of the list.
    var firstRowIndex: Int
  }

  /// What occupies a line.
  enum Item: Equatable {
    /// Blank lines between sections.
    case spacing
    /// A section header.
    case header(section: Int)
    /// A loading, empty or failed message.
    case status(section: Int)
    /// A row.
    case row(ListIndexPath)
  }

  private(set) var entries: [Entry] = []
  private(set) var totalLines = 0
  private(set) var totalRows = 0
  let rowHeight: Int

  /// The layout of `sections` with rows `rowHeight` lines tall and `spacing` blank lines
  /// before every section but the first.
  init<Row>(sections: [ListSection<Row>], rowHeight: Int, spacing: Int) {
    self.rowHeight = max(1, rowHeight)
    var line = 0
    for (index, section) in sections.enumerated() {
      let start = line
      if index > 0 { line += max(0, spacing) }
      let headerLine: Int? = section.title.isEmpty ? nil : line
      if headerLine != nil { line += 1 }
      let rowCount = section.rows.count
      var isStatus = true
      if case .rows = section.content { isStatus = false }
      entries.append(
        Entry(
          start: start, headerLine: headerLine, bodyStart: line, rowCount: rowCount,
          isStatus: isStatus, firstRowIndex: totalRows))
      line += isStatus ? 1 : rowCount * self.rowHeight
      totalRows += rowCount
    }
    totalLines = line
  }

  /// What is on `line` and the lines it covers, or `nil` past the end.
  func item(at line: Int) -> (item: Item, lines: Range<Int>)? {
    guard line >= 0, line < totalLines,
      let section = lastIndex(in: entries, where: { $0.start <= line })
    else { return nil }
    let entry = entries[section]
    if line < (entry.headerLine ?? entry.bodyStart) {
      return (.spacing, entry.start..<(entry.headerLine ?? entry.bodyStart))
    }
    if let header = entry.headerLine, line == header {
      return (.header(section: section), header..<(header + 1))
    }
    guard !entry.isStatus else {
      return (.status(section: section), entry.bodyStart..<(entry.bodyStart + 1))
    }
    let row = (line - entry.bodyStart) / rowHeight
    let first = entry.bodyStart + row * rowHeight
    return (.row(ListIndexPath(section: section, row: row)), first..<(first + rowHeight))
  }

  /// The first line of the row at `path`.
  func line(of path: ListIndexPath) -> Int {
    entries[path.section].bodyStart + path.row * rowHeight
  }

  /// The path of the row with index `rowIndex` among all rows (0..<`totalRows`).
  func indexPath(ofRowAt rowIndex: Int) -> ListIndexPath? {
    guard rowIndex >= 0, rowIndex < totalRows,
      let section = lastIndex(in: entries, where: { $0.firstRowIndex <= rowIndex })
    else { return nil }
    return ListIndexPath(section: section, row: rowIndex - entries[section].firstRowIndex)
  }

  /// The index among all rows of the row at `path`.
  func rowIndex(of path: ListIndexPath) -> Int {
    entries[path.section].firstRowIndex + path.row
  }

  /// The last index whose element satisfies `predicate`, which must hold for a prefix.
  private func lastIndex(in entries: [Entry], where predicate: (Entry) -> Bool) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(entries[middle]) { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
