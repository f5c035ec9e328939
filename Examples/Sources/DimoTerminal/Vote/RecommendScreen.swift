import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Recommend: the characters with portraits, MBTI (or 미정) and "투표 완료"; `s` (the bar
/// button "랜덤순" / "인기순") opens the "정렬" sheet, Enter votes, `r` reloads.
@MainActor
final class RecommendScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let refresh = PublishRelay<Void>()
  private let sort = PublishRelay<Void>()
  private let character = PublishRelay<Int>()
  private let output: RecommendViewModel.Output
  private let viewModel: RecommendViewModel
  private var list = SectionedList<VoteCandidate>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: RecommendViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, sortTapped: sort.signal,
        characterSelected: character.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.characters.changes.observe(redraw))
    subscriptions.append(output.order.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoVoteKeys.open), KeyHint("s", DimoVoteKeys.sort),
      KeyHint("r", DimoVoteKeys.refresh),
    ]
  }

  var barButton: BarButton? { BarButton(DimoStrings.orderLabel(output.order.value), key: "s") }

  var isBusy: Bool { output.characters.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, candidate, rowRect, isSelected in
      CandidateLines.row(candidate, pictures: pictures, isSelected: isSelected)
        .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(context: context)
    switch key {
    case .enter:
      guard let selected = list.selectedRow else { return false }
      character.send(selected.id)
    case .char("s"): sort.send()
    case .char("r"): refresh.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func updateList(context: any TerminalContext) {
    let title = "\(DimoStrings.orderLabel(output.order.value)) ▾"
    list.setSections([output.characters.value.section(title: title, context: context) { $0 }])
  }
}
