import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// NickName: the nickname, its line, "다음".
@MainActor
final class NicknameScreen: TerminalScreen {
  private let nickname = PublishRelay<String>()
  private let next = PublishRelay<Void>()
  private let output: NicknameViewModel.Output
  private let viewModel: NicknameViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: NicknameViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(nickname: nickname.signal, nextTapped: next.signal))
    form.addField(
      "nickname", placeholder: DimoStrings.nicknamePlaceholder,
      limit: DimoRules.nicknameLength.upperBound)
    subscriptions.append(
      output.state.changes.observe { [weak self, weak context] state in
        // Back from the sign-up with the nickname taken: the field, not the disabled button.
        if state.takenNickname != nil, state.nickname == state.takenNickname {
          self?.form.focus(on: "nickname")
        }
        context?.setNeedsDisplay()
      })
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows: [FormRow] = [.text(DimoStrings.nicknameTitle, .title), .blank, .field("nickname")]
    if let message = state.message {
      rows.append(.text(message.text, message.isError ? .danger : .success))
    }
    rows += [.blank, .button("next", title: DimoStrings.next, isEnabled: state.isNextEnabled)]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("nickname", let text): nickname.send(text)
    case .pressed("next"): next.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
