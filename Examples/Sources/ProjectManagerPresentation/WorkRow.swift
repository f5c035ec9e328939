import Foundation
import ProjectManagerDomain

/// One card of the board.
///
/// A row keeps the work's own values and works out what the card shows (``bodyPreview``,
/// ``due``) when it is drawn: a board of 100,000 works draws a few dozen cards, and making a
/// row must cost no more than copying the work.
public struct WorkRow: Identifiable, Equatable, Sendable {
  /// The work's id.
  public let id: UUID
  /// The title.
  public let title: String
  /// The whole body; the card shows ``bodyPreview``.
  public let body: String
  /// The due day.
  public let dueDay: Day
  /// True when the due day is before today: drawn in red.
  public let isOverdue: Bool

  /// How many lines of the body a card previews (the original's cell showed three).
  public static let previewLineCount = 3

  /// The row of `work` on `today`.
  public init(_ work: Work, today: Day) {
    id = work.id
    title = work.title
    body = work.body
    dueDay = work.due
    isOverdue = work.isOverdue(today: today)
  }

  /// The body's first non-blank lines, each trimmed, joined with "\n" (at most
  /// ``previewLineCount``); empty when the body is blank.
  public var bodyPreview: String { Self.preview(of: body) }

  /// The due day as "2026. 12. 1.".
  public var due: String { dueDay.display }

  /// Whether this row comes before `other` on the board (``Work/isInBoardOrder(before:)``).
  public func isInBoardOrder(before other: WorkRow) -> Bool {
    Work.boardOrder(
      due: dueDay, title: title, id: id, before: other.dueDay, other.title, other.id)
  }

  /// The first non-blank lines of `body`, trimmed.
  ///
  /// Works on Unicode scalars and stops after ``previewLineCount`` lines: Foundation's
  /// `trimmingCharacters` made previews the slowest part of showing a board of 100,000 works.
  public static func preview(of body: String) -> String {
    var lines: [Substring.UnicodeScalarView] = []
    let scalars = body.unicodeScalars
    var start = scalars.startIndex
    while lines.count < previewLineCount, start < scalars.endIndex {
      let end = scalars[start...].firstIndex(where: isLineBreak) ?? scalars.endIndex
      var line = scalars[start..<end]
      while let first = line.first, isBlank(first) { line.removeFirst() }
      while let last = line.last, isBlank(last) { line.removeLast() }
      if !line.isEmpty { lines.append(line) }
      start = end < scalars.endIndex ? scalars.index(after: end) : end
    }
    return lines.map { String($0) }.joined(separator: "\n")
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace && !isLineBreak(scalar)
  }
}
