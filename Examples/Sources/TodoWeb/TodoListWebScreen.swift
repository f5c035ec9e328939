import CairnPresentation
import CairnWeb
import Foundation
import TodoDomain
import TodoPresentation

/// The list in the browser: the three sections with their counts, a row per todo (title,
/// deadline in red once overdue, the content's first line) that opens it, and its move and
/// delete buttons; the terminal's keys work too.
@MainActor
final class TodoListWebScreen: WebScreen {
  private enum Action: String {
    case open, move, delete, add, retry
  }

  private let viewDidLoad = PublishRelay<Void>()
  private let add = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let edit = PublishRelay<UUID>()
  private let move = PublishRelay<UUID>()
  private let delete = PublishRelay<UUID>()
  private let retry = PublishRelay<Void>()
  private let output: TodoListViewModel.Output
  private var selection = ListSelection<UUID>()
  private var subscriptions: [Subscription] = []
  /// Each section's rows as last built: a selection that moves builds two rows again.
  private var builtRows: [TodoState: NodeMemo<UUID, RowInput>] = [:]

  /// What a row shows: a row is built again only when one of these changed.
  private struct RowInput: Equatable {
    let row: TodoRow
    let isSelected: Bool
  }

  // snippet: web-todo-list-init
  init(viewModel: TodoListViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, todoSelected: select.signal,
        editRequested: edit.signal, moveRequested: move.signal, deleteRequested: delete.signal,
        retry: retry.signal))
    subscriptions.append(
      output.sections.changes.observe { [weak context] _ in context?.setNeedsRender() })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.select.observe { [weak self, weak context] id in
        self?.selection.select(id)
        context?.setNeedsRender()
      })
    viewDidLoad.send()
  }
  // end-snippet

  var barButton: WebBarButton? {
    WebBarButton("+", action: Action.add.rawValue, keyHint: "n", label: TodoStrings.Keys.new)
  }

  var isBusy: Bool { output.sections.value.contains { $0.rows.isLoading } }

  var keyHints: [WebKeyHint] {
    [
      WebKeyHint("n", TodoStrings.Keys.new), WebKeyHint("Enter", TodoStrings.Keys.open),
      WebKeyHint("e", TodoStrings.Keys.edit), WebKeyHint("m", TodoStrings.Keys.move),
      WebKeyHint("d", TodoStrings.Keys.delete), WebKeyHint("r", TodoStrings.Keys.reload),
    ]
  }

  private var rowIDs: [UUID] { output.sections.value.flatMap { $0.rows.value ?? [] }.map(\.id) }

  func body(in context: any WebContext) -> Node {
    let selected = selection.current(in: rowIDs)
    return Node.div(.class("todo-list")) {
      for section in output.sections.value {
        Node.element(
          .section, [.class("todo-section"), .data("state", section.state.rawValue)],
          key: section.state.rawValue
        ) {
          Node.heading(2, .class("section-title")) {
            Node.text(section.title)
            Node.span(.class("count")) { Node.text(" \(section.count)") }
          }
          Node.loadable(
            section.rows, strings: context.strings, retryAction: Action.retry.rawValue,
            retryTitle: TodoStrings.Keys.reload
          ) { rows in
            // snippet: web-todo-list-memo
            Node.ul(.class("list")) {
              rowMemo(section.state).nodes(
                for: rows.map { RowInput(row: $0, isSelected: $0.id == selected) }, id: \.row.id
              ) { Self.row($0.row, isSelected: $0.isSelected) }
            }
            // end-snippet
          }
        }
      }
    }
  }

  private func rowMemo(_ state: TodoState) -> NodeMemo<UUID, RowInput> {
    if let memo = builtRows[state] { return memo }
    let memo = NodeMemo<UUID, RowInput>()
    builtRows[state] = memo
    return memo
  }

  // snippet: web-todo-list-row
  private static func row(_ row: TodoRow, isSelected: Bool) -> Node {
    let id = row.id.uuidString
    return Node.li(.classes(["todo", isSelected ? "selected" : ""]), key: id) {
      Node.button(.class("row"), action: Action.open.rawValue, value: id) {
        Node.span(.class("todo-text")) {
          Node.strong(.class("todo-title")) { Node.text(row.title) }
          Node.span(.classes(["todo-content", "secondary"])) {
            Node.text(row.content.split(separator: "\n").first.map(String.init) ?? "")
          }
        }
        Node.span(.classes(["todo-deadline", row.isOverdue ? "danger" : "secondary"])) {
          Node.text(row.deadline)
        }
      }
      Node.div(.class("todo-actions")) {
        Node.button(.class("small"), action: Action.move.rawValue, value: id) {
          Node.text(TodoStrings.Keys.move)
        }
        Node.button(.classes(["small", "danger"]), action: Action.delete.rawValue, value: id) {
          Node.text(TodoStrings.Keys.delete)
        }
      }
    }
  }
  // end-snippet

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = Action(rawValue: event.action) else { return false }
    let id = event.value.flatMap(UUID.init(uuidString:))
    switch action {
    case .open: id.map(select.send)
    case .move: id.map(move.send)
    case .delete: id.map(delete.send)
    case .add: add.send()
    case .retry: retry.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    let ids = rowIDs
    if selection.handle(key, in: ids) {
      context.setNeedsRender()
      return true
    }
    let selected = selection.current(in: ids)
    switch key.name {
    case "n": add.send()
    case "Enter": selected.map(select.send)
    case "e": selected.map(edit.send)
    case "m": selected.map(move.send)
    case "d", "Delete": selected.map(delete.send)
    case "r": retry.send()
    default: return false
    }
    return true
  }
}
