import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The question screen: the two title lines, the text (wrapped over several lines) with the
/// "{n} / 100" counter, red at 100 and over, the caption, the examples and "질문하기". Enter (or
/// Ctrl-S) asks; a question outside 10 to 100 characters is refused with a toast.
@MainActor
final class NewQuestionScreen: TerminalScreen {
  private let text = PublishRelay<String>()
  private let submit = PublishRelay<Void>()
  private let output: NewQuestionViewModel.Output
  private let viewModel: NewQuestionViewModel
  private var area = TextArea(placeholder: BookKittyStrings.questionPlaceholder)
  private var subscriptions: [Subscription] = []

  init(viewModel: NewQuestionViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(text: text.signal, submitTapped: submit.signal))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", BookKittyStrings.submitQuestion)] }

  var barButton: BarButton? { BarButton(BookKittyStrings.submitQuestion, key: "Enter") }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    guard body.height >= 8 else { return }
    buffer.write(BookKittyStrings.newQuestionTitle1, in: body.line(0), style: .title)
    buffer.write(BookKittyStrings.newQuestionTitle2, in: body.line(1), style: .title)
    // The box gives up rows (down to one line of text) before the "최소 10글자" rule does.
    let ruleLines = BookKittyStrings.questionCaption.wrapped(to: max(1, body.width)).count
    let boxHeight = max(3, min(5, body.height - 3 - 1 - ruleLines - 1))
    let box = Rect(row: body.row + 3, col: body.col, width: body.width, height: boxHeight)
    Box(title: nil).draw(into: &buffer, in: box)
    area.draw(into: &buffer, in: box.inset(by: 1), isFocused: true)
    let counter = output.counter.value
    buffer.write(
      counter, at: box.bottom, col: body.right - counter.displayWidth,
      style: output.isCounterAtLimit.value ? .danger : .secondary)
    var block = TextBlock(width: body.width)
    block.add(BookKittyStrings.questionCaption, style: .secondary)
    block.addBlank()
    block.add(BookKittyStrings.questionExamples, style: .secondary)
    block.addBlank()
    let below = Rect(
      row: box.bottom + 1, col: body.col, width: body.width, height: body.bottom - box.bottom - 1)
    block.draw(into: &buffer, in: below.splitBottom(1).rest, scroll: 0)
    let button = "[ \(BookKittyStrings.submitQuestion) ]"
    buffer.write(
      button, in: below.splitBottom(1).bottom,
      style: output.isSubmitEnabled.value ? .selected : .secondary)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter, .ctrl("s"):
      submit.send()
    default:
      guard area.handle(key) else { return false }
      text.send(area.text)
    }
    context.setNeedsDisplay()
    return true
  }
}
