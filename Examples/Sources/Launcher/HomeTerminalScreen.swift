import CairnPresentation
import CairnTerminal

/// Draws the home screen: one row per app with what kind of app it is, and a badge for those not
/// built yet.
@MainActor
final class HomeTerminalScreen: TerminalScreen {
  private let chosen = PublishRelay<ReferenceApp>()
  private let output: HomeViewModel.Output
  private let viewModel: HomeViewModel
  private var selection = 0
  private var subscriptions: [Subscription] = []

  /// Binds to `viewModel`; `onOpen` is called with an available app the user opened.
  init(
    viewModel: HomeViewModel, context: any TerminalContext, onOpen: @escaping (ReferenceApp) -> Void
  ) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(chosen: chosen.signal))
    subscriptions.append(
      output.open.observe { [weak context] app in
        onOpen(app)
        context?.requestQuit()
      })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .info) })
  }

  var keyHints: [KeyHint] {
    [KeyHint("↑↓", LauncherStrings.selectKey), KeyHint("Enter", LauncherStrings.openKey)]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let apps = output.apps.value
    buffer.write(LauncherStrings.heading, at: rect.row + 1, col: rect.col + 2, style: .title)
    buffer.write(
      LauncherStrings.subheading, at: rect.row + 2, col: rect.col + 2,
      style: .secondary, maxWidth: rect.width - 4)
    for (index, app) in apps.enumerated() {
      let row = rect.row + 4 + index * 2
      guard row + 1 < rect.bottom else { break }
      let isSelected = index == selection
      let marker = isSelected ? "›" : " "
      let badge = app.isAvailable ? "" : "  \(LauncherStrings.comingSoon)"
      let titleStyle: Style = app.isAvailable ? .title : .secondary
      let width = rect.width - 4
      buffer.write(
        "\(marker) \(app.title)", at: row, col: rect.col + 2, style: titleStyle, maxWidth: width)
      let used = "\(marker) \(app.title)".displayWidth
      buffer.write(
        "\(badge)  \(app.kind)", at: row, col: rect.col + 2 + used, style: .secondary,
        maxWidth: max(0, width - used))
      buffer.write(
        "    \(app.summary)", at: row + 1, col: rect.col + 2, style: .secondary, maxWidth: width)
      if isSelected { buffer.applyStyle(.selected, row: row, col: rect.col + 2, width: width) }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let count = output.apps.value.count
    switch key {
    case .up, .char("k"):
      selection = max(0, selection - 1)
    case .down, .char("j"):
      selection = min(count - 1, selection + 1)
    case .home:
      selection = 0
    case .end:
      selection = count - 1
    case .enter:
      chosen.send(output.apps.value[selection])
    default:
      return false
    }
    context.setNeedsDisplay()
    return true
  }
}
