import CairnPresentation
import CairnTerminal
import DimoPresentation

/// 자주 묻는 질문: the nine questions; Enter opens or closes the chosen one's answer, drawn
/// wrapped under it; the list scrolls to keep the chosen question on screen.
@MainActor
final class FAQScreen: TerminalScreen {
  private let toggled = PublishRelay<Int>()
  private let output: FAQViewModel.Output
  private let viewModel: FAQViewModel
  private var cursor = 0
  private var scroll = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: FAQViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(questionToggled: toggled.signal))
    subscriptions.append(
      output.expanded.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyToggle)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    let open = output.expanded.value
    var lines: [SettingLine] = []
    var focus = 0
    for (index, entry) in output.entries.enumerated() {
      let isSelected = index == cursor
      if isSelected { focus = lines.count }
      let mark = open.contains(index) ? "▾" : "▸"
      lines.append(
        SettingLine("\(mark) Q. \(entry.question)", isSelected ? .selected : .normal))
      if open.contains(index) {
        lines += SettingLine.wrapped(entry.answer, width: body.width - 4, .secondary).map {
          SettingLine("    \($0.text)", $0.style)
        }
        if isSelected { focus = lines.count - 1 }
      }
    }
    SettingLines.draw(lines, scroll: &scroll, keeping: focus, into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .up, .char("k"): cursor = max(0, cursor - 1)
    case .down, .char("j"): cursor = min(output.entries.count - 1, cursor + 1)
    case .enter, .char(" "): toggled.send(cursor)
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
