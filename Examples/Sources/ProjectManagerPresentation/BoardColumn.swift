import CairnPresentation
import Foundation
import ProjectManagerDomain

/// One card of the board, ready to show.
public struct WorkRow: Identifiable, Equatable, Sendable {
  /// The work's id.
  public let id: UUID
  /// The title.
  public let title: String
  /// The body's first non-blank lines, each trimmed, joined with "\n" (at most
  /// ``previewLineCount``); empty when the body is blank.
  public let bodyPreview: String
  /// The due day as "2026. 12. 1.".
  public let due: String
  /// True when the due day is before today: drawn in red.
  public let isOverdue: Bool

  /// How many lines of the body a card previews (the original's cell showed three).
  public static let previewLineCount = 3

  /// Creates a row.
  public init(id: UUID, title: String, bodyPreview: String, due: String, isOverdue: Bool) {
    self.id = id
    self.title = title
    self.bodyPreview = bodyPreview
    self.due = due
    self.isOverdue = isOverdue
  }

  /// The row of `work` on `today`.
  public init(_ work: Work, today: Day) {
    self.init(
      id: work.id, title: work.title, bodyPreview: Self.preview(of: work.body),
      due: work.due.display, isOverdue: work.isOverdue(today: today))
  }

  /// The first non-blank lines of `body`, trimmed.
  public static func preview(of body: String) -> String {
    body.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .prefix(previewLineCount)
      .joined(separator: "\n")
  }
}

/// One of the three columns: its state, its header with the live count, and its cards (or
/// why there are none).
public struct BoardColumn: Identifiable, Equatable, Sendable {
  /// The column's state.
  public let state: WorkState
  /// The column's name ("TODO").
  public let title: String
  /// The cards, or loading / empty / failed.
  public let rows: Loadable<[WorkRow]>

  /// Creates a column.
  public init(state: WorkState, rows: Loadable<[WorkRow]>) {
    self.state = state
    self.title = ProjectManagerStrings.columnTitle(state)
    self.rows = rows
  }

  /// The column's id is its state.
  public var id: WorkState { state }

  /// How many works the column holds; `nil` while loading or after a failure.
  public var count: Int? {
    switch rows {
    case .loaded(let rows): rows.count
    case .empty: 0
    case .loading, .failed: nil
    }
  }

  /// The header with the live count: "TODO 3" (the name alone while the count is unknown).
  public var header: String { ProjectManagerStrings.columnHeader(state, count: count) }
}
