import CairnPresentation
import CairnWeb
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation

/// The create / edit form in the browser, in its form sheet: title, body (with its "12/1000"
/// counter) and due day; the right bar button ("Done" creates, "Edit" saves, as the view model
/// says), Enter in the title and Ctrl-S press it; back, close and Esc cancel — after the view
/// model's confirmation when there are unsaved changes. Bound to the ``WorkFormViewModel`` as
/// the terminal's form is.
@MainActor
final class WorkFormWebScreen: WebScreen {
  private enum Action: String {
    case title, body, due, right
  }

  private let title = PublishRelay<String>()
  private let body = PublishRelay<String>()
  private let due = PublishRelay<Day>()
  private let rightButton = PublishRelay<Void>()
  private let cancel = PublishRelay<Void>()
  private let output: WorkFormViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: WorkFormViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        title: title.signal, body: body.signal, due: due.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.draft.changes.observe(render))
    subscriptions.append(output.isSaving.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var barButton: WebBarButton? {
    WebBarButton(output.rightButtonTitle.value, action: Action.right.rawValue, keyHint: "Ctrl-S")
  }

  var isBusy: Bool { output.isSaving.value }

  var keyHints: [WebKeyHint] {
    [
      WebKeyHint("Ctrl-S", ProjectManagerStrings.Keys.save),
      WebKeyHint("Esc", ProjectManagerStrings.Keys.cancel),
    ]
  }

  func body(in context: any WebContext) -> Node {
    let draft = output.draft.value
    return Node.element(.form, [.class("work-form"), .on(.submit, Action.right.rawValue)]) {
      // The form's default button: Enter in the title submits it (it is out of sight: the
      // navigation bar's button is the one the user sees).
      Node.element(.button, [.type("submit"), .class("implicit-submit"), .tabIndex(-1)]) {}
      Node.div(.class("field")) {
        Node.label(ProjectManagerStrings.titleLabel, for: "work-title")
        Node.element(
          .input,
          [
            .id("work-title"), .name("title"), .type("text"), .value(draft.title),
            .placeholder(ProjectManagerStrings.titlePlaceholder),
            .on(.input, Action.title.rawValue), .autocomplete("off"),
          ])
      }
      Node.div(.class("field")) {
        Node.label(ProjectManagerStrings.bodyLabel, for: "work-body")
        Node.element(
          .textarea,
          [
            .id("work-body"), .name("body"), .rows(10),
            .placeholder(ProjectManagerStrings.bodyPlaceholder),
            .on(.input, Action.body.rawValue),
          ]
        ) { Node.text(draft.body) }
        Node.span(
          .classes(["counter", output.isBodyAtLimit.value ? "at-limit" : ""]),
          .aria("live", "polite")
        ) { Node.text(output.bodyCounter.value) }
      }
      Node.div(.class("field")) {
        Node.label(ProjectManagerStrings.dueLabel, for: "work-due")
        Node.element(
          .input,
          [
            .id("work-due"), .name("due"), .type("date"), .value(draft.due.iso),
            .on(.change, Action.due.rawValue),
          ])
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = Action(rawValue: event.action) else { return false }
    switch action {
    case .title: title.send(event.fieldValue ?? "")
    case .body: body.send(event.fieldValue ?? "")
    case .due: event.fieldValue.map(sendDue)
    case .right:
      // A submit carries every field: take them first, then press the button.
      if let value = event.fields["title"] { title.send(value) }
      if let value = event.fields["body"] { body.send(value) }
      if let value = event.fields["due"] { sendDue(value) }
      rightButton.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard key.isControl, key.name == "s" else { return false }
    rightButton.send()
    return true
  }

  func handleBack(context: any WebContext) -> Bool {
    // The view model closes the form, asking first when there are unsaved changes.
    cancel.send()
    return true
  }

  /// Sends the day the date field holds (`yyyy-MM-dd`); a cleared or invalid field changes
  /// nothing, and the field shows the draft's day again.
  private func sendDue(_ text: String) {
    guard let day = try? Day(parsing: text) else { return }
    due.send(day)
  }
}
