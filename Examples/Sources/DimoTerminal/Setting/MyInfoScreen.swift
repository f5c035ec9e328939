import CairnPresentation
import CairnTerminal
import DimoPresentation

/// 내 정보 변경: "닉네임 변경", "비밀번호 변경", "로그아웃", "회원탈퇴"; Enter opens (or logs out).
@MainActor
final class MyInfoScreen: TerminalScreen {
  private let selected = PublishRelay<MyInfoItem>()
  private let output: MyInfoViewModel.Output
  private let viewModel: MyInfoViewModel
  private var cursor = 0

  init(viewModel: MyInfoViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(itemSelected: selected.signal))
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyOpen)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    for (index, item) in output.items.enumerated() where index < body.height {
      let isSelected = index == cursor
      buffer.write(
        "\(isSelected ? "▸" : " ") \(DimoStrings.myInfoItem(item))", in: body.line(index),
        style: isSelected ? .selected : .normal)
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
