import CairnPresentation
import CairnWeb
import Foundation
import TodoDomain
import TodoPresentation

/// The detail form in the browser: title, content and a date for the deadline; the right
/// button ("Done" saves, "Edit" unlocks) and Ctrl-S press it; back and Esc close it — after a
/// confirmation when there are unsaved changes, which the view model decides.
@MainActor
final class TodoDetailWebScreen: WebScreen {
  private enum Action: String {
    case title, content, deadline, right
  }

  private let title = PublishRelay<String>()
  private let content = PublishRelay<String>()
  private let deadline = PublishRelay<Date>()
  private let rightButton = PublishRelay<Void>()
  private let cancel = PublishRelay<Void>()
  private let output: TodoDetailViewModel.Output
  private let calendar: Calendar
  private var subscriptions: [Subscription] = []

  init(viewModel: TodoDetailViewModel, context: any WebContext) {
    calendar = viewModel.calendar
    output = viewModel.transform(
      .init(
        title: title.signal, content: content.signal, deadline: deadline.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.isEditable.changes.observe(render))
    subscriptions.append(output.isSaving.changes.observe(render))
    subscriptions.append(output.draft.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .info) })
  }

  var barButton: WebBarButton? {
    WebBarButton(output.rightButtonTitle.value, action: Action.right.rawValue, keyHint: "Ctrl-S")
  }

  var isBusy: Bool { output.isSaving.value }

  var keyHints: [WebKeyHint] {
    output.isEditable.value
      ? [WebKeyHint("Ctrl-S", TodoStrings.Keys.save), WebKeyHint("Esc", TodoStrings.Keys.cancel)]
      : [WebKeyHint("e", TodoStrings.Keys.edit), WebKeyHint("Esc", TodoStrings.Keys.close)]
  }

  func body(in context: any WebContext) -> Node {
    let draft = output.draft.value
    let locked = Attribute.when(!output.isEditable.value, .readOnly)
    return Node.element(.form, [.class("todo-form"), .on(.submit, Action.right.rawValue)]) {
      Node.div(.class("field")) {
        Node.label(TodoStrings.titleLabel, for: "todo-title")
        Node.element(
          .input,
          [
            .id("todo-title"), .name("title"), .type("text"), .value(draft.title),
            .placeholder(TodoStrings.titlePlaceholder), .on(.input, Action.title.rawValue),
            .autocomplete("off"),
          ] + locked)
      }
      Node.div(.class("field")) {
        Node.label(TodoStrings.contentLabel, for: "todo-content")
        Node.element(
          .textarea,
          [
            .id("todo-content"), .name("content"), .rows(8),
            .placeholder(TodoStrings.contentPlaceholder), .on(.input, Action.content.rawValue),
          ] + locked
        ) { Node.text(draft.content) }
      }
      Node.div(.class("field")) {
        Node.label(TodoStrings.deadlineLabel, for: "todo-deadline")
        Node.element(
          .input,
          [
            .id("todo-deadline"), .name("deadline"), .type("date"),
            .value(WebDate.string(draft.deadline, in: calendar)),
            .on(.change, Action.deadline.rawValue),
          ] + locked)
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = Action(rawValue: event.action) else { return false }
    switch action {
    case .title: title.send(event.fieldValue ?? "")
    case .content: content.send(event.fieldValue ?? "")
    case .deadline:
      let current = output.draft.value.deadline
      guard let day = event.fieldValue,
        let date = WebDate.date(day, keepingTimeOf: current, in: calendar)
      else { return true }
      deadline.send(date)
    case .right:
      // A submit carries every field: take them first, then press the button.
      if let value = event.fields["title"] { title.send(value) }
      if let value = event.fields["content"] { content.send(value) }
      rightButton.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    if key.isControl, key.name == "s" {
      rightButton.send()
      return true
    }
    if !key.isControl, key.name == "e", !output.isEditable.value {
      rightButton.send()
      return true
    }
    return false
  }

  func handleBack(context: any WebContext) -> Bool {
    guard output.isEditable.value else { return false }
    // The view model closes the form, asking first when there are unsaved changes.
    cancel.send()
    return true
  }
}
