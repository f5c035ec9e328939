import CairnPresentation
import CairnTerminal
import DimoPresentation

/// The Setting list: "계정 설정", "고객센터" and "기타" with their rows; Up/Down choose, Enter
/// opens. A row whose change is refused now is dim and says when it opens again.
@MainActor
final class SettingScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let selected = PublishRelay<SettingItem>()
  private let output: SettingViewModel.Output
  private let viewModel: SettingViewModel
  private var cursor = 0
  private var scroll = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: SettingViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, itemSelected: selected.signal))
    subscriptions.append(
      output.locks.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    viewDidLoad.send()
  }

  private var items: [SettingItem] { output.sections.flatMap(\.items) }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyOpen)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    var lines: [SettingLine] = []
    var focus = 0
    var index = 0
    for section in output.sections {
      if !lines.isEmpty { lines.append(SettingLine("")) }
      lines.append(SettingLine(section.title, .secondary))
      for item in section.items {
        if index == cursor { focus = lines.count }
        lines.append(
          SettingLine.row(
            DimoStrings.settingItem(item), lock: output.locks.value[item],
            isSelected: index == cursor))
        index += 1
      }
    }
    SettingLines.draw(
      lines, scroll: &scroll, keeping: focus, into: &buffer,
      in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .up, .char("k"): cursor = max(0, cursor - 1)
    case .down, .char("j"): cursor = min(items.count - 1, cursor + 1)
    case .enter: selected.send(items[cursor])
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
