/// The three sections of the list, in display order.
public enum TodoState: String, Codable, CaseIterable, Sendable {
  /// Not started.
  case todo
  /// In progress.
  case doing
  /// Finished.
  case done

  /// The two states a todo in this state can be moved to, in display order.
  public var otherStates: [TodoState] {
    Self.allCases.filter { $0 != self }
  }
}
