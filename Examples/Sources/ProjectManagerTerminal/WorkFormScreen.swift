import CairnPresentation
import CairnTerminal
import ProjectManagerDomain
import ProjectManagerPresentation

/// The create / edit form in the terminal: title, body (with its "12/1000" counter) and due
/// day. Tab / Shift-Tab move between the fields, Ctrl-S presses the right button ("Done" or
/// "Edit", as the view model says), Esc cancels — after a confirmation when there are unsaved
/// changes. The limits and the counter come from the view model's output.
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
      characterLimit: output.limits.title)
    bodyArea = TextArea(
      text: draft.body, placeholder: ProjectManagerStrings.bodyPlaceholder,
      characterLimit: output.limits.body)
    // The body's rule (and the database's CHECK) counts Unicode scalars: so does the area, so
    // that an emoji with a skin tone cannot be typed past the limit and refused at save.
    bodyArea.lengthUnit = .unicodeScalars
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
    let dateKeys =
      focus == .due
      ? [
        KeyHint("←→", ProjectManagerStrings.Keys.datePart),
        KeyHint("↑↓", ProjectManagerStrings.Keys.dateChange),
      ] : []
    return [KeyHint("Tab", ProjectManagerStrings.Keys.nextField)] + dateKeys + [
      KeyHint("^S", ProjectManagerStrings.Keys.save),
      KeyHint("Esc", ProjectManagerStrings.Keys.cancel),
    ]
  }

  /// Title, body (two rows: one of text, one for the counter) and due day with their labels.
  var minimumSize: TerminalSize? { TerminalSize(columns: 24, rows: 7) }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    // Roomy: a blank line above and between the fields; compact (a small window): none.
    let isRoomy = rect.height >= 11
    let inner = rect.inset(top: isRoomy ? 1 : 0, left: 2, bottom: 0, right: 2)
    let gap = isRoomy ? 1 : 0
    buffer.write(ProjectManagerStrings.titleLabel, in: inner.line(0), style: .secondary)
    titleField.draw(into: &buffer, in: inner.line(1), isFocused: focus == .title)
    let dueRow = inner.bottom - 2
    let bodyLabelRow = 2 + gap
    buffer.write(ProjectManagerStrings.bodyLabel, in: inner.line(bodyLabelRow), style: .secondary)
    // The counter under the body is the view model's, from the domain's rule.
    bodyArea.counterLabel = output.bodyCounter.value
    bodyArea.counterIsAtLimit = output.isBodyAtLimit.value
    bodyArea.draw(
      into: &buffer,
      in: Rect(
        row: inner.row + bodyLabelRow + 1, col: inner.col, width: inner.width,
        height: max(2, dueRow - inner.row - bodyLabelRow - 1 - gap)),
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
