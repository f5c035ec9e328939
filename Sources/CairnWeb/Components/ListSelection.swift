/// The row a list screen highlights for the keyboard (`j`/`k`, arrows, Enter): its id, kept
/// across renders and moved within the ids the list shows now.
public struct ListSelection<ID: Hashable>: Sendable where ID: Sendable {
  /// The selected row, if any.
  public private(set) var selected: ID?

  /// No selection.
  public init() {}

  /// Moves to the next (`step` 1) or previous (`step` -1) of `ids`; from nothing, the first.
  public mutating func move(_ step: Int, in ids: [ID]) {
    guard !ids.isEmpty else {
      selected = nil
      return
    }
    guard let current = selected, let index = ids.firstIndex(of: current) else {
      selected = ids.first
      return
    }
    selected = ids[max(0, min(ids.count - 1, index + step))]
  }

  /// Selects `id`.
  public mutating func select(_ id: ID?) {
    selected = id
  }

  /// The selection if `ids` still holds it, else nil (and it is dropped).
  public mutating func current(in ids: [ID]) -> ID? {
    guard let selected, ids.contains(selected) else {
      self.selected = nil
      return nil
    }
    return selected
  }

  /// Handles a list key: `j`/`k` or the arrows move; returns false for any other key.
  public mutating func handle(_ key: WebKey, in ids: [ID]) -> Bool {
    if key.isDown {
      move(1, in: ids)
    } else if key.isUp {
      move(-1, in: ids)
    } else {
      return false
    }
    return true
  }
}
