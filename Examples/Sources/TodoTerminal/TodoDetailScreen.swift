import CairnPresentation
import CairnTerminal
import Foundation
import TodoDomain
import TodoPresentation

/// The detail form in the terminal: title, content and deadline; Tab moves between them,
/// Ctrl-S presses the right button ("Done" saves, "Edit" unlocks), Esc backs out — after a
/// confirmation when there are unsaved changes.
@MainActor
final class TodoDetailScreen: TerminalScreen {
  private enum Field: Int, CaseIterable {
    case title, content, deadline
  }

  private let title = PublishRelay<String>()
  private let content = PublishRelay<String>()
  private let deadline = PublishRelay<Date>()
  private let rightButton = PublishRelay<Void>()
  private let cancel = PublishRelay<Void>()
  private let output: TodoDetailViewModel.Output
  private let viewModel: TodoDetailViewModel
  private var titleField: TextField
  private var contentArea: TextArea
  private var deadlinePicker: DatePicker
  private var focus = Field.title
  private var subscriptions: [Subscription] = []

  init(viewModel: TodoDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        title: title.signal, content: content.signal, deadline: deadline.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    let draft = output.draft.value
    let isReadOnly = !output.isEditable.value
    titleField = TextField(
      text: draft.title, placeholder: TodoStrings.titlePlaceholder, isReadOnly: isReadOnly)
    contentArea = TextArea(
      text: draft.content, placeholder: TodoStrings.contentPlaceholder, isReadOnly: isReadOnly)
    deadlinePicker = DatePicker(
      date: draft.deadline, calendar: viewModel.calendar, isReadOnly: isReadOnly)
    subscriptions.append(
      output.isEditable.changes.observe { [weak self, weak context] isEditable in
        self?.setReadOnly(!isEditable)
        context?.setNeedsDisplay()
      })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .info) })
    subscriptions.append(
      output.isSaving.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  // snippet: todo-detail-screen-chrome
  var barButton: BarButton? { BarButton(output.rightButtonTitle.value, key: "^S") }

  var isBusy: Bool { output.isSaving.value }

  var keyHints: [KeyHint] {
    guard output.isEditable.value else {
      return [KeyHint("e", TodoStrings.Keys.edit), KeyHint("Esc", TodoStrings.Keys.close)]
    }
    let dateKeys =
      focus == .deadline
      ? [KeyHint("←→", TodoStrings.Keys.datePart), KeyHint("↑↓", TodoStrings.Keys.dateChange)]
      : []
    return [KeyHint("Tab", TodoStrings.Keys.nextField)] + dateKeys + [
      KeyHint("^S", TodoStrings.Keys.save), KeyHint("Esc", TodoStrings.Keys.cancel),
    ]
  }
  // end-snippet

  /// Title, content and deadline with their labels need six rows (one for the content).
  var minimumSize: TerminalSize? { TerminalSize(columns: 20, rows: 6) }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    // Roomy: a blank line above and between the fields; compact (a small window): none.
    let isRoomy = rect.height >= 10
    let inner = rect.inset(top: isRoomy ? 1 : 0, left: 2, bottom: 0, right: 2)
    let gap = isRoomy ? 1 : 0
    let isEditable = output.isEditable.value
    buffer.write(TodoStrings.titleLabel, at: inner.row, col: inner.col, style: .secondary)
    titleField.draw(
      into: &buffer, in: Rect(row: inner.row + 1, col: inner.col, width: inner.width, height: 1),
      isFocused: isEditable && focus == .title)
    let deadlineRow = inner.bottom - 2
    let contentLabelRow = inner.row + 2 + gap
    buffer.write(TodoStrings.contentLabel, at: contentLabelRow, col: inner.col, style: .secondary)
    contentArea.draw(
      into: &buffer,
      in: Rect(
        row: contentLabelRow + 1, col: inner.col, width: inner.width,
        height: max(1, deadlineRow - contentLabelRow - 1 - gap)),
      isFocused: isEditable && focus == .content)
    buffer.write(TodoStrings.deadlineLabel, at: deadlineRow, col: inner.col, style: .secondary)
    deadlinePicker.draw(
      into: &buffer, in: Rect(row: deadlineRow + 1, col: inner.col, width: inner.width, height: 1),
      isFocused: isEditable && focus == .deadline)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    defer { context.setNeedsDisplay() }
    switch key {
    case .ctrl("s"):
      rightButton.send()
      return true
    case .char("e") where !output.isEditable.value:
      rightButton.send()
      return true
    case .escape where output.isEditable.value:
      // The view model closes the form, asking first when there are unsaved changes.
      cancel.send()
      return true
    case .tab:
      focus = Field(rawValue: (focus.rawValue + 1) % Field.allCases.count) ?? .title
      return true
    case .backTab:
      focus =
        Field(rawValue: (focus.rawValue + Field.allCases.count - 1) % Field.allCases.count)
        ?? .title
      return true
    default:
      return output.isEditable.value && sendToFocusedField(key)
    }
  }

  private func sendToFocusedField(_ key: KeyEvent) -> Bool {
    switch focus {
    case .title:
      guard titleField.handle(key) else { return false }
      title.send(titleField.text)
    case .content:
      guard contentArea.handle(key) else { return false }
      content.send(contentArea.text)
    case .deadline:
      guard deadlinePicker.handle(key), let date = deadlinePicker.date else { return false }
      deadline.send(date)
    }
    return true
  }

  private func setReadOnly(_ isReadOnly: Bool) {
    titleField.isReadOnly = isReadOnly
    contentArea.isReadOnly = isReadOnly
    deadlinePicker.isReadOnly = isReadOnly
  }
}
