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
    var todo: [Work] = []
    var doing: [Work] = []
    var done: [Work] = []
    for work in works {
      switch work.state {
      case .todo: todo.append(work)
      case .doing: doing.append(work)
      case .done: done.append(work)
      }
    }
    self.todo = todo
    self.doing = doing
    self.done = done
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
