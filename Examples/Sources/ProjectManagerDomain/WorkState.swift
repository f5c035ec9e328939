/// The three columns of the board (the original Project Manager's `category`).
public enum WorkState: String, CaseIterable, Codable, Sendable, Comparable {
  /// Not started.
  case todo
  /// In progress.
  case doing
  /// Finished.
  case done

  /// The column's header ("TODO", "DOING", "DONE").
  public var title: String { rawValue.uppercased() }

  /// The two columns a work in this one can move to, in board order.
  public var otherStates: [WorkState] { Self.allCases.filter { $0 != self } }

  /// Parses `todo`, `doing` or `done` (any case).
  /// - Throws: ``WorkValidationError/invalidState(_:)`` for anything else.
  public init(parsing text: String) throws(WorkValidationError) {
    // The stored form first: lower-casing would make a string for every row of the board.
    guard let state = WorkState(rawValue: text) ?? WorkState(rawValue: text.lowercased()) else {
      throw .invalidState(text)
    }
    self = state
  }

  /// The state whose raw value is the UTF-8 `bytes` exactly (`todo`, `doing`, `done`); `nil` for
  /// anything else (``init(parsing:)`` of the same text accepts any case, or says why not).
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard let state = Self.allCases.first(where: { $0.rawValue.utf8.elementsEqual(bytes) }) else {
      return nil
    }
    self = state
  }

  /// Board order: TODO, DOING, DONE.
  public static func < (lhs: WorkState, rhs: WorkState) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .todo: 0
    case .doing: 1
    case .done: 2
    }
  }
}
