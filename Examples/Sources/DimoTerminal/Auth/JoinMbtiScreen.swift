import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// JoinMbti: the four pairs as buttons ("외향형 E" …, the chosen one marked), "나의 MBTI를 잘
/// 모르겠어요" and "다음"; the letter keys (e, i, n, s, t, f, j, p) choose too.
@MainActor
final class JoinMbtiScreen: TerminalScreen {
  private let letter = PublishRelay<Character>()
  private let unknown = PublishRelay<Void>()
  private let next = PublishRelay<Void>()
  private let output: JoinMbtiViewModel.Output
  private let viewModel: JoinMbtiViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: JoinMbtiViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(letterChosen: letter.signal, unknownTapped: unknown.signal, nextTapped: next.signal))
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoStrings.keyPress),
      KeyHint(DimoStrings.mbtiPairKeys, DimoStrings.keyChoose),
    ]
  }

  var isBusy: Bool { output.state.value.isLoading }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows: [FormRow] = [.text(DimoStrings.mbtiTitle, .title), .blank]
    for (axis, letters) in DimoStrings.mbtiPairs {
      for letter in letters {
        let mark = state.letters[axis] == letter ? "●" : "○"
        rows.append(
          .button(String(letter), title: "\(mark) \(DimoStrings.mbtiLetterLabel(letter))"))
      }
    }
    rows += [
      .blank, .button("unknown", title: DimoStrings.unknownMBTI),
      .button("next", title: DimoStrings.next, isEnabled: state.isNextEnabled),
    ]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if case .char(let character) = key,
      MBTIAxis.allCases.contains(where: { $0.contains(Character(character.uppercased())) })
    {
      letter.send(Character(character.uppercased()))
      context.setNeedsDisplay()
      return true
    }
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .pressed("unknown"): unknown.send()
    case .pressed("next"): next.send()
    case .pressed(let id): if let first = id.first, id.count == 1 { letter.send(first) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
