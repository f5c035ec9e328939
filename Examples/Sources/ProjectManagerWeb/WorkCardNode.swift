import CairnWeb
import ProjectManagerPresentation

/// One card of the board in the browser, as the terminal's `WorkCard` draws it: the title, the
/// body's preview (up to ``WorkRow/previewLineCount`` lines, as the view model gives it) and
/// the due day, red once overdue; a click opens the form, and the card's own buttons move it
/// (the coordinator's action sheet) and delete it (after its alert).
enum WorkCardNode {
  /// The card of `row`, keyed and `data-id`'d by the work's id.
  static func node(_ row: WorkRow, isSelected: Bool) -> Node {
    let id = row.id.uuidString
    return Node.li(
      .classes(["work", isSelected ? "selected" : "", row.isOverdue ? "overdue" : ""]),
      .data("id", id), key: id
    ) {
      Node.button(.class("card"), action: BoardAction.open.rawValue, value: id) {
        Node.strong(.class("work-title")) { Node.text(row.title) }
        if !row.bodyPreview.isEmpty {
          Node.span(.classes(["work-body", "secondary"])) { Node.text(row.bodyPreview) }
        }
        Node.span(.classes(["work-due", row.isOverdue ? "danger" : "secondary"])) {
          Node.text(row.due)
        }
      }
      Node.div(.class("work-actions")) {
        Node.button(.classes(["small", "move"]), action: BoardAction.move.rawValue, value: id) {
          Node.text(ProjectManagerStrings.Keys.move)
        }
        Node.button(
          .classes(["small", "danger", "delete"]), action: BoardAction.delete.rawValue, value: id
        ) {
          Node.text(ProjectManagerStrings.Keys.delete)
        }
      }
    }
  }
}
