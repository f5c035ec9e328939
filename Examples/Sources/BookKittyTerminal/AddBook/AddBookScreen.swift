import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// "책 추가하기": the original's camera screen, whose camera is Apple-only; it says so, and
/// Enter ("제목 입력하기") opens the search by title.
@MainActor
final class AddBookScreen: TerminalScreen {
  private let enterTitle = PublishRelay<Void>()
  private let output: AddBookViewModel.Output
  private let viewModel: AddBookViewModel

  init(viewModel: AddBookViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(enterTitleTapped: enterTitle.signal))
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", BookKittyStrings.enterTitle)] }

  var barButton: BarButton? { BarButton(BookKittyStrings.enterTitle, key: "Enter") }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    var block = TextBlock(width: body.width)
    block.add(output.heading, style: .title)
    block.add(output.instruction, style: .secondary)
    block.addBlank()
    block.add(output.notice, style: .warning)
    block.addBlank()
    block.add("[ \(BookKittyStrings.enterTitle) ]  Enter", style: .selected)
    block.draw(into: &buffer, in: body, scroll: 0)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard key == .enter else { return false }
    enterTitle.send()
    return true
  }
}
