import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Dig: the character's name and work, the four pairs as buttons ("외향형 E" …, the chosen one
/// marked) and "다음", enabled once four letters are chosen; the letter keys (e, i, n, s, t, f,
/// j, p) choose too.
@MainActor
final class DigScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let letter = PublishRelay<Character>()
  private let next = PublishRelay<Void>()
  private let output: DigViewModel.Output
  private let viewModel: DigViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: DigViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, letterChosen: letter.signal,
        nextTapped: next.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.state.changes.observe(redraw))
    subscriptions.append(output.character.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", DimoStrings.keyPress), KeyHint(DimoStrings.mbtiPairKeys, DimoStrings.vote)]
  }

  var isBusy: Bool { output.state.value.isSending || output.character.value.isLoading }

  private func rows(context: any TerminalContext) -> [FormRow] {
    var rows: [FormRow]
    switch output.character.value {
    case .loaded(let character):
      rows = [
        .text(character.name, .title),
        .text(character.contentTitle ?? DimoStrings.noTitle, .secondary),
      ]
    case .failed(let failure):
      return [.text(failure.message, .danger), .text("r \(DimoStrings.retry)", .secondary)]
    case .loading, .empty:
      return [.text("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    }
    let state = output.state.value
    rows.append(.blank)
    for (axis, letters) in DimoStrings.mbtiPairs {
      for letter in letters {
        let mark = state.letters[axis] == letter ? "●" : "○"
        rows.append(
          .button(String(letter), title: "\(mark) \(DimoStrings.mbtiLetterLabel(letter))"))
      }
    }
    rows += [.blank, .button("next", title: DimoStrings.digNext, isEnabled: state.isNextEnabled)]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows(context: context), into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if case .char(let character) = key {
      let upper = Character(character.uppercased())
      if MBTIAxis.allCases.contains(where: { $0.contains(upper) }) {
        letter.send(upper)
        context.setNeedsDisplay()
        return true
      }
      if character == "r", output.character.value.failure != nil {
        retry.send()
        return true
      }
    }
    guard let event = form.handle(key, rows: rows(context: context)) else { return false }
    switch event {
    case .pressed("next"): next.send()
    case .pressed(let id): if let first = id.first, id.count == 1 { letter.send(first) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
