import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Edit profile ("프로필 수정"): "자기소개" with its count, the picture's path — Enter reads the
/// file and shows its size and pixel size, or why it cannot be used — and "확인" (Ctrl-S too),
/// which sends both and goes back.
@MainActor
final class EditProfileScreen: TerminalScreen {
  private let intro = PublishRelay<String>()
  private let path = PublishRelay<String>()
  private let readPicture = PublishRelay<Void>()
  private let confirm = PublishRelay<Void>()
  private let output: EditProfileViewModel.Output
  private let viewModel: EditProfileViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: EditProfileViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        intro: intro.signal, picturePath: path.signal, pictureSubmitted: readPicture.signal,
        confirmTapped: confirm.signal))
    form.addField("intro", placeholder: DimoStrings.introPlaceholder)
    form.setText("intro", output.initialIntro)
    form.addField("path", placeholder: DimoStrings.picturePathPlaceholder)
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [
      KeyHint("Tab", DimoMomentumKeys.nextField), KeyHint("Enter", DimoMomentumKeys.readPicture),
      KeyHint("^S", DimoMomentumKeys.confirm),
    ]
  }

  var barButton: BarButton? { BarButton(DimoStrings.confirm, key: "^S") }

  var isBusy: Bool { output.state.value.isSending }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows: [FormRow] = [
      .text(DimoStrings.introLabel, .title), .field("intro"),
      .text(
        state.isIntroValid
          ? DimoStrings.introCount(state.introCount)
          : "\(DimoStrings.introCount(state.introCount))  \(DimoStrings.introRule)",
        state.isIntroValid ? .secondary : .danger),
      .blank, .text(DimoStrings.pictureLabel, .title), .field("path"),
    ]
    if let problem = state.pictureProblem {
      rows.append(.text(problem, .danger))
    } else if let picture = state.picture {
      rows.append(.text(DimoStrings.pictureInfo(picture), .success))
    } else {
      rows.append(.text(DimoStrings.picturePathHint, .secondary))
    }
    rows += [
      .blank, .button("confirm", title: DimoStrings.confirm, isEnabled: state.isConfirmEnabled),
    ]
    if let message = state.message { rows.append(.text(message, .danger)) }
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if key == .ctrl("s") {
      confirm.send()
      context.setNeedsDisplay()
      return true
    }
    let isOnPath = form.focus == "path"
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("intro", let text): intro.send(text)
    case .changed("path", let text): path.send(text)
    case .pressed("confirm"): confirm.send()
    default: if key == .enter, isOnPath { readPicture.send() }
    }
    context.setNeedsDisplay()
    return true
  }
}
