import CairnPresentation
import CairnWeb
import ProjectManagerDomain
import ProjectManagerPresentation

/// One column of the board in the browser: its name and live count, then its cards (or why
/// there are none). `data-column` names its state (`todo`, `doing`, `done`).
@MainActor
enum BoardColumnNode {
  /// What a card shows: a card is built again only when one of these changed.
  struct CardInput: Equatable {
    let work: Work
    let today: Day
    let isSelected: Bool
  }

  /// What a column shows: a column is built again only when one of these changed.
  struct ColumnInput: Equatable {
    let column: BoardColumn
    let isFocused: Bool
    let selected: Int?
  }

  /// The cards a column built at its last render.
  typealias Cards = NodeMemo<Work.ID, CardInput>

  /// The column, with the card at `selected` highlighted when the column is focused; its cards
  /// come from `cards` where they did not change.
  static func node(
    _ column: BoardColumn, isFocused: Bool, selected: Int?, cards: Cards, strings: WebStrings
  ) -> Node {
    let state = column.state.rawValue
    return Node.element(
      .section,
      [
        .classes(["column", state, isFocused ? "focused" : ""]), .data("column", state),
        .aria("labelledby", "column-\(state)"),
      ],
      key: state
    ) {
      Node.heading(2, .class("column-header"), .id("column-\(state)")) {
        Node.span(.class("column-title")) { Node.text(column.title) }
        Node.span(.class("count")) { Node.text(column.count.map(String.init) ?? "") }
      }
      Node.loadable(
        column.works, strings: strings, retryAction: BoardAction.retry.rawValue,
        retryTitle: ProjectManagerStrings.Keys.retry
      ) { works in
        self.cards(column, works: works, selected: isFocused ? selected : nil, memo: cards)
      }
    }
  }

  @NodeBuilder
  private static func cards(
    _ column: BoardColumn, works: ChunkedList<Work>, selected: Int?, memo: Cards
  ) -> [Node] {
    let shown = CardWindow.range(count: works.count, selected: selected)
    let inputs = shown.map {
      CardInput(work: works[$0], today: column.today, isSelected: $0 == selected)
    }
    Node.ul(.classes(["cards", "list"])) {
      memo.nodes(for: inputs, id: \.work.id) {
        WorkCardNode.node(column.card(for: $0.work), isSelected: $0.isSelected)
      }
    }
    if shown.count < works.count {
      Node.p(.classes(["more", "secondary"])) {
        Node.text(ProjectManagerStrings.moreCards(works.count - shown.count))
      }
    }
  }
}
