import CairnNavigation
import CairnTerminal

/// A screen's content for chrome tests: a label and a busy flag.
@MainActor
final class LabelModel {
  let text: String
  var isBusy = false
  var minimumSize: TerminalSize?
  var isTypingText = false
  var pressed: [KeyEvent] = []
  init(_ text: String) { self.text = text }
}

// snippet: label-screen
/// Draws its label and records keys it uses ("x" only).
@MainActor
final class LabelScreen: TerminalScreen {
  let model: LabelModel
  init(model: LabelModel) { self.model = model }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    buffer.write(model.text, at: rect.row, col: rect.col + 1)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard key == .char("x") else { return false }
    model.pressed.append(key)
    context.showToast("x 눌림", kind: .info)
    return true
  }

  var keyHints: [KeyHint] { [KeyHint("x", "엑스")] }
  var barButton: BarButton? { BarButton("Done", key: "^S") }
  var isBusy: Bool { model.isBusy }
  var minimumSize: TerminalSize? { model.minimumSize }
  var isTypingText: Bool { model.isTypingText }
}

@MainActor
func makeFrontEnd(
  tabs: [NavigationTab] = [NavigationTab(id: .main, title: "")],
  strings: TerminalStrings = .english
) -> (Navigator, TerminalFrontEnd) {
  let navigator = Navigator(tabs: tabs)
  let frontEnd = TerminalFrontEnd(navigator: navigator, strings: strings) { _, content, _ in
    (content as? LabelModel).map(LabelScreen.init)
  }
  return (navigator, frontEnd)
}
// end-snippet
