import CairnPresentation
import CairnWeb
import ProjectManagerDomain
import ProjectManagerPresentation

/// One column of the board in the browser: its name and live count, then its cards (or why
/// there are none). `data-column` names its state (`todo`, `doing`, `done`).
enum BoardColumnNode {
  /// The column, with the card at `selected` highlighted when the column is focused.
  static func node(
    _ column: BoardColumn, isFocused: Bool, selected: Int?, strings: WebStrings
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
        cards(column, works: works, selected: isFocused ? selected : nil)
      }
    }
  }

  @NodeBuilder
  private static func cards(_ column: BoardColumn, works: ChunkedList<Work>, selected: Int?)
    -> [Node]
  {
    let shown = CardWindow.range(count: works.count, selected: selected)
    Node.ul(.classes(["cards", "list"])) {
      for index in shown {
        WorkCardNode.node(column.card(for: works[index]), isSelected: index == selected)
      }
    }
    if shown.count < works.count {
      Node.p(.classes(["more", "secondary"])) {
        Node.text(ProjectManagerStrings.moreCards(works.count - shown.count))
      }
    }
  }
}
