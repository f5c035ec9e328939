/// The works of the board split into its three columns, each in display order.
public struct Board: Equatable, Sendable {
  /// TODO's works.
  public var todo: [Work]
  /// DOING's works.
  public var doing: [Work]
  /// DONE's works.
  public var done: [Work]

  /// Splits `works` (already in display order) by state.
  public init(_ works: [Work]) {
    todo = []
    doing = []
    done = []
    for work in works { append(work) }
  }

  /// Adds `work` after the last work of its column: how a board is built from works read in
  /// board order.
  public mutating func append(_ work: consuming Work) {
    switch work.state {
    case .todo: todo.append(work)
    case .doing: doing.append(work)
    case .done: done.append(work)
    }
  }

  /// The works of one column.
  public subscript(state: WorkState) -> [Work] {
    switch state {
    case .todo: todo
    case .doing: doing
    case .done: done
    }
  }
}
