import Foundation
import ProjectManagerDomain

/// One card of the board, ready to show: made from a ``BoardColumn``'s work when the card is
/// drawn (``BoardColumn/card(for:)``), so a board of 100,000 works makes the few dozen it shows.
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
  ///
  /// Works on Unicode scalars and stops after ``previewLineCount`` lines: Foundation's
  /// `trimmingCharacters` was the slowest part of making a row.
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
