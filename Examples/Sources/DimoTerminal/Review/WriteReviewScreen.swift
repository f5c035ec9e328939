import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The write / modify review modal: the text (placeholder with the character's name), the
/// "스포일러 포함" toggle; Tab moves between them, Ctrl-S 등록 (once the text has more than 2
/// characters), Esc 취소.
@MainActor
final class WriteReviewScreen: TerminalScreen {
  private let text = PublishRelay<String>()
  private let spoiler = PublishRelay<Bool>()
  private let submit = PublishRelay<Void>()
  private let cancel = PublishRelay<Void>()
  private let output: WriteReviewViewModel.Output
  private let viewModel: WriteReviewViewModel
  private var area: TextArea
  private var toggle: Toggle
  private var isToggleFocused = false
  private var subscriptions: [Subscription] = []

  init(viewModel: WriteReviewViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        text: text.signal, isSpoiler: spoiler.signal, submitTapped: submit.signal,
        cancelTapped: cancel.signal))
    area = TextArea(
      text: output.initialDraft.text, placeholder: output.placeholder,
      characterLimit: DimoRules.reviewLength.upperBound)
    toggle = Toggle(DimoStrings.includesSpoiler, isOn: output.initialDraft.isSpoiler)
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.isSubmitEnabled.changes.observe(redraw))
    subscriptions.append(output.isSending.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("^S", DimoHomeKeys.send), KeyHint("Tab", DimoHomeKeys.focus),
      KeyHint("Esc", DimoHomeKeys.cancel),
    ]
  }

  var barButton: BarButton? { BarButton(DimoStrings.register, key: "^S") }

  var isBusy: Bool { output.isSending.value }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    let register = "[\(DimoStrings.register)]"
    buffer.write(
      "[\(DimoStrings.cancel)] Esc", at: body.row, col: body.col, style: .secondary)
    buffer.write(
      register + " ^S", at: body.row, col: body.col + 16,
      style: output.isSubmitEnabled.value ? .accent : .secondary)
    toggle.draw(into: &buffer, in: body.inset(top: 2), isFocused: isToggleFocused)
    buffer.write(
      DimoStrings.reviewRule, at: body.row + 3, col: body.col, style: .secondary,
      maxWidth: body.width)
    Box().draw(into: &buffer, in: body.inset(top: 5))
    area.draw(
      into: &buffer, in: Box.contentRect(of: body.inset(top: 5)), isFocused: !isToggleFocused)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .ctrl("s"): submit.send()
    case .escape: cancel.send()
    case .tab, .backTab: isToggleFocused.toggle()
    default:
      if isToggleFocused {
        guard toggle.handle(key) else { return false }
        spoiler.send(toggle.isOn)
      } else {
        guard area.handle(key) else { return false }
        text.send(area.text)
      }
    }
    context.setNeedsDisplay()
    return true
  }
}
