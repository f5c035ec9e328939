import CairnPresentation
import CairnTerminal
import DimoPresentation

/// 내 정보 변경: "닉네임 변경", "비밀번호 변경", "로그아웃", "회원탈퇴"; Enter opens (or logs out).
/// A row whose change is refused now is dim and says when it opens again.
@MainActor
final class MyInfoScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let selected = PublishRelay<MyInfoItem>()
  private let output: MyInfoViewModel.Output
  private let viewModel: MyInfoViewModel
  private var cursor = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: MyInfoViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, itemSelected: selected.signal))
    subscriptions.append(
      output.locks.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyOpen)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    for (index, item) in output.items.enumerated() where index < body.height {
      let line = SettingLine.row(
        DimoStrings.myInfoItem(item), lock: output.locks.value[item], isSelected: index == cursor)
      buffer.write(line.text, in: body.line(index), style: line.style)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .up, .char("k"): cursor = max(0, cursor - 1)
    case .down, .char("j"): cursor = min(output.items.count - 1, cursor + 1)
    case .enter: selected.send(output.items[cursor])
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
