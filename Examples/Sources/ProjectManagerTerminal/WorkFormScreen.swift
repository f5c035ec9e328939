import CairnPresentation
import CairnTerminal
import ProjectManagerDomain
import ProjectManagerPresentation

/// The create / edit form in the terminal: title, body (with its "12/1000" counter) and due
/// day. Tab / Shift-Tab move between the fields, Ctrl-S presses the right button ("Done" or
/// "Edit", as the view model says), Esc cancels.
@MainActor
final class WorkFormScreen: TerminalScreen {
  private enum Field: Int, CaseIterable {
    case title, body, due
  }

  private let title = PublishRelay<String>()
  private let body = PublishRelay<String>()
  private let due = PublishRelay<Day>()
  private let rightButton = PublishRelay<Void>()
  private let cancel = PublishRelay<Void>()
  private let output: WorkFormViewModel.Output
  private let viewModel: WorkFormViewModel
  private var titleField: TextField
  private var bodyArea: TextArea
  private var duePicker: DatePicker
  private var focus = Field.title
  private var subscriptions: [Subscription] = []

  init(viewModel: WorkFormViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        title: title.signal, body: body.signal, due: due.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    let draft = output.draft.value
    titleField = TextField(
      text: draft.title, placeholder: ProjectManagerStrings.titlePlaceholder,
      characterLimit: WorkRules.titleLimit)
    bodyArea = TextArea(
      text: draft.body, placeholder: ProjectManagerStrings.bodyPlaceholder,
      characterLimit: WorkRules.bodyLimit)
    duePicker = DatePicker(
      year: draft.due.year, month: draft.due.month, day: draft.due.day,
      calendar: viewModel.calendar)
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.isSaving.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var barButton: BarButton? { BarButton(output.rightButtonTitle.value, key: "^S") }

  var isBusy: Bool { output.isSaving.value }

  var keyHints: [KeyHint] {
    [
      KeyHint("Tab", "다음 칸"), KeyHint("^S", output.rightButtonTitle.value),
      KeyHint("Esc", ProjectManagerStrings.cancel),
    ]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let inner = rect.inset(top: 1, left: 2, bottom: 0, right: 2)
    guard inner.height >= 8 else { return }
    buffer.write(ProjectManagerStrings.titleLabel, in: inner.line(0), style: .secondary)
    titleField.draw(into: &buffer, in: inner.line(1), isFocused: focus == .title)
    let dueRow = inner.bottom - 2
    buffer.write(ProjectManagerStrings.bodyLabel, in: inner.line(3), style: .secondary)
    bodyArea.draw(
      into: &buffer,
      in: Rect(
        row: inner.row + 4, col: inner.col, width: inner.width,
        height: max(2, dueRow - inner.row - 5)),
      isFocused: focus == .body)
    buffer.write(
      ProjectManagerStrings.dueLabel, in: inner.line(dueRow - inner.row), style: .secondary)
    duePicker.draw(
      into: &buffer, in: inner.line(dueRow + 1 - inner.row), isFocused: focus == .due)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    defer { context.setNeedsDisplay() }
    switch key {
    case .ctrl("s"):
      rightButton.send()
    case .escape:
      cancel.send()
    case .tab:
      focus = Field(rawValue: (focus.rawValue + 1) % Field.allCases.count) ?? .title
    case .backTab:
      let count = Field.allCases.count
      focus = Field(rawValue: (focus.rawValue + count - 1) % count) ?? .title
    default:
      return sendToFocusedField(key)
    }
    return true
  }

  private func sendToFocusedField(_ key: KeyEvent) -> Bool {
    switch focus {
    case .title:
      guard titleField.handle(key) else { return false }
      title.send(titleField.text)
    case .body:
      guard bodyArea.handle(key) else { return false }
      body.send(bodyArea.text)
    case .due:
      guard duePicker.handle(key),
        let day = try? Day(year: duePicker.year, month: duePicker.month, day: duePicker.day)
      else { return false }
      due.send(day)
    }
    return true
  }
}
