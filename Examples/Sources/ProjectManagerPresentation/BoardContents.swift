import CairnPresentation
import Foundation
import ProjectManagerDomain

/// What the board shows, kept between changes: each column's works in board order and, once
/// its ``BoardIndex`` is installed, where each shown work is — so that a change costs O(works it
/// wrote × log n) (a binary search and a chunk copied per work) whatever the size of the board.
struct BoardContents {
  /// Each state's works, in board order.
  private(set) var columns: [WorkState: ChunkedList<Work>]
  /// Where each shown work is, by id; `nil` until the index of a full read is installed.
  private(set) var places: [UUID: BoardPlace]?

  /// The board of a full read, shown as it was read: each column adopted, its chunks slices of
  /// the read's arrays (no work copied). Changes need ``install(_:)`` of its ``BoardIndex``.
  init(_ board: Board) {
    columns = [
      .todo: ChunkedList(adopting: board.todo), .doing: ChunkedList(adopting: board.doing),
      .done: ChunkedList(adopting: board.done),
    ]
    places = nil
  }

  /// Puts in the index built for the board this was made from.
  mutating func install(_ index: BoardIndex) {
    places = index.places
  }

  /// The work shown with this id: found through the index, or, before it is installed, by a
  /// walk over the columns.
  func work(_ id: UUID) -> Work? {
    if let places {
      return places[id].flatMap { place in position(of: place, id: id).map { column(place)[$0] } }
    }
    for column in columns.values {
      if let index = column.firstIndex(where: { $0.id == id }) { return column[index] }
    }
    return nil
  }

  /// Applies what one change wrote; the index must be installed.
  /// - Returns: whether anything shown changed.
  mutating func apply(saved: [Work], removed: [UUID]) -> Bool {
    var changed = false
    for id in removed where remove(id) != nil { changed = true }
    for work in saved where self.work(work.id) != work {
      remove(work.id)
      insert(work)
      changed = true
    }
    return changed
  }

  private mutating func insert(_ work: Work) {
    let index = (columns[work.state] ?? []).partitioningIndex { !$0.isInBoardOrder(before: work) }
    places?[work.id] = BoardPlace(work)
    columns[work.state, default: []].insert(work, at: index)
  }

  /// Takes the work `id` off the board, if it is on it.
  @discardableResult
  private mutating func remove(_ id: UUID) -> Work? {
    guard let place = places?.removeValue(forKey: id),
      let index = position(of: place, id: id)
    else { return nil }
    return columns[place.state]?.remove(at: index)
  }

  private func column(_ place: BoardPlace) -> ChunkedList<Work> {
    columns[place.state] ?? []
  }

  /// Where the work `id` placed at `place` is in its column: where board order puts it, or, for
  /// a row stored in a form the order does not expect, wherever it is.
  private func position(of place: BoardPlace, id: UUID) -> Int? {
    let column = column(place)
    let index = column.partitioningIndex { !place.follows($0, id: id) }
    if index < column.count, column[index].id == id { return index }
    return column.firstIndex { $0.id == id }
  }
}

/// What places a work in the board: its column and what orders it there — its due day and
/// title, with its id — and not its body, so that an index of 100,000 works copies one string
/// of each.
struct BoardPlace: Sendable {
  let state: WorkState
  let due: Day
  let title: String

  init(_ work: Work) {
    state = work.state
    due = work.due
    title = work.title
  }

  /// Whether `work` comes before the work `id` placed here, in board order.
  func follows(_ work: Work, id: UUID) -> Bool {
    Work.isInBoardOrder(
      due: work.due, title: work.title, id: work.id, before: due, title, id)
  }
}

/// Where each work of a full read is, by id: what changes need on top of the read, built from
/// its ``Board`` off the main actor while the board is first shown (O(n), the one pass over
/// every work a full read costs beyond reading it).
struct BoardIndex: Sendable {
  /// Every work's place, by id.
  let places: [UUID: BoardPlace]

  /// The index of `board`; `nil` when the task is cancelled first.
  init?(_ board: Board) {
    var places: [UUID: BoardPlace] = [:]
    places.reserveCapacity(board.todo.count + board.doing.count + board.done.count)
    for state in WorkState.allCases {
      for (offset, work) in board[state].enumerated() {
        if offset % 1_024 == 0, Task.isCancelled { return nil }
        places[work.id] = BoardPlace(work)
      }
    }
    self.places = places
  }
}
