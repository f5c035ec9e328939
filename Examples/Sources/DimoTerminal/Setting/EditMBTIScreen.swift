import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// MBTI 변경: the caption, "마지막 변경일: …", the four pairs as buttons (the current type
/// marked), "나의 MBTI를 잘 모르겠어요", the line saying why a change is not possible, and
/// "변경하기"; the letter keys (e, i, n, s, t, f, j, p) choose too.
@MainActor
final class EditMBTIScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let letter = PublishRelay<Character>()
  private let unknown = PublishRelay<Void>()
  private let change = PublishRelay<Void>()
  private let output: EditMBTIViewModel.Output
  private let viewModel: EditMBTIViewModel
  private var form = FormState()
  private var width = 60
  private var subscriptions: [Subscription] = []

  init(viewModel: EditMBTIViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, letterChosen: letter.signal,
        unknownTapped: unknown.signal, changeTapped: change.signal))
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoStrings.keyPress),
      KeyHint(DimoStrings.mbtiPairKeys, DimoStrings.keyChoose),
    ]
  }

  var isBusy: Bool { output.state.value.allowance.isLoading || output.state.value.isSending }

  private func rows(context: any TerminalContext) -> [FormRow] {
    let state = output.state.value
    if let loading = FormRow.loading(state.allowance, context: context, width: width) {
      return loading
    }
    var rows: [FormRow] = [
      .text(DimoStrings.mbtiOncePerMonth, .secondary),
      .text(DimoStrings.mbtiLastChange(state.lastChange), .secondary), .blank,
    ]
    for (axis, letters) in DimoStrings.mbtiPairs {
      for letter in letters {
        let mark = state.letters[axis] == letter ? "●" : "○"
        rows.append(
          .button(String(letter), title: "\(mark) \(DimoStrings.mbtiLetterLabel(letter))"))
      }
    }
    rows += [.blank, .button("unknown", title: DimoStrings.unknownMBTI)]
    if let message = state.message { rows += FormRow.wrapped(message, width: width, .danger) }
    rows.append(.button("change", title: DimoStrings.change, isEnabled: state.isChangeEnabled))
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    width = body.width
    form.draw(rows(context: context), into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if case .char(let character) = key {
      if character == "r", output.state.value.allowance.failure != nil {
        viewDidLoad.send()
        return true
      }
      let upper = Character(character.uppercased())
      if MBTIAxis.allCases.contains(where: { $0.contains(upper) }) {
        letter.send(upper)
        context.setNeedsDisplay()
        return true
      }
    }
    guard let event = form.handle(key, rows: rows(context: context)) else { return false }
    switch event {
    case .pressed("unknown"): unknown.send()
    case .pressed("change"): change.send()
    case .pressed(let id): if let first = id.first, id.count == 1 { letter.send(first) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
