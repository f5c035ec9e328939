import CairnPresentation

/// One section of a `SectionedList`: a header ("TODO (3)") and what is under it.
///
/// The rows are a `ChunkedList`, so that a view model's long list (a board column of 100,000
/// cards) reaches the screen as it is, without a copy per frame.
public struct ListSection<Row: Identifiable> {
  /// What a section shows under its header.
  public enum Content {
    /// The rows.
    case rows(ChunkedList<Row>)
    /// A spinner frame and a message ("Loading…": ``TerminalStrings/loading``).
    case loading(spinnerFrame: String, message: String)
    /// A message in the `.secondary` style ("Nothing here").
    case empty(String)
    /// An error message in the `.danger` style and the key that retries.
    case failed(message: String, retry: KeyHint?)
  }

  /// The header's title; an empty title draws no header line.
  public var title: String
  /// The number shown after the title ("TODO (3)"), or `nil` for none.
  public var count: Int?
  /// What the section shows.
  public var content: Content

  /// A section with `content`.
  public init(title: String, count: Int? = nil, content: Content) {
    self.title = title
    self.count = count
    self.content = content
  }

  /// A section of `rows`, their number shown in the header when `showsCount`.
  public init(title: String, rows: ChunkedList<Row>, showsCount: Bool = true) {
    self.init(title: title, count: showsCount ? rows.count : nil, content: .rows(rows))
  }

  /// A section of the rows of an array, their number shown in the header when `showsCount`.
  public init(title: String, rows: [Row], showsCount: Bool = true) {
    self.init(title: title, rows: ChunkedList(rows), showsCount: showsCount)
  }

  /// The rows; empty unless the content is `.rows`.
  public var rows: ChunkedList<Row> {
    if case .rows(let rows) = content { return rows }
    return []
  }

  /// The header text: the title, then the count in parentheses when there is one.
  public var headerText: String {
    guard let count else { return title }
    return "\(title) (\(count))"
  }
}

extension ListSection: Sendable where Row: Sendable {}
extension ListSection.Content: Sendable where Row: Sendable {}

/// The place of a row in a `SectionedList`: its section and its index there.
public struct ListIndexPath: Sendable, Hashable, Comparable {
  /// The section's index.
  public var section: Int
  /// The row's index within the section.
  public var row: Int

  /// The path of row `row` of section `section`.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders paths as the rows appear: by section, then by row.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
