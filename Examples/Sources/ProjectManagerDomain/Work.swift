import Foundation

/// One card on the board (the original Project Manager's `Work`).
public struct Work: Identifiable, Equatable, Hashable, Sendable {
  /// Its identity, the same on every device.
  public let id: UUID
  /// The title (never empty once saved: see ``WorkRules/untitled``).
  public var title: String
  /// The body, at most ``WorkRules/bodyLimit`` characters.
  public var body: String
  /// The day it is due.
  public var due: Day
  /// Its column.
  public var state: WorkState

  /// Creates a work.
  public init(id: UUID = UUID(), title: String, body: String, due: Day, state: WorkState = .todo) {
    self.id = id
    self.title = title
    self.body = body
    self.due = due
    self.state = state
  }

  /// True when the due day is before `today` (the board draws its date in red).
  public func isOverdue(today: Day) -> Bool {
    due < today
  }
}
