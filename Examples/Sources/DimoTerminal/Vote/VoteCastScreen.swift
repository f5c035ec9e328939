import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The whole cast of the voted character's work ("등장인물"): portraits, names, MBTI and
/// "투표 완료"; Enter votes on one.
@MainActor
final class VoteCastScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<Int>()
  private let output: VoteCastViewModel.Output
  private let viewModel: VoteCastViewModel
  private var list = SectionedList<VoteCandidate>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: VoteCastViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, characterSelected: select.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.characters.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoVoteKeys.open)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    list.setSections([
      ListSection(title: DimoStrings.characters, rows: output.characters.value, showsCount: false)
    ])
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, candidate, rowRect, isSelected in
      CandidateLines.row(candidate, pictures: pictures, isSelected: isSelected)
        .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      guard let selected = list.selectedRow else { return false }
      select.send(selected.id)
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
}
