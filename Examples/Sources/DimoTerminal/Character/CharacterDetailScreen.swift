import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// A character: the portrait, name and MBTI (or 미정), then 피드 (review cards; Enter opens
/// one, `n` writes) or 분석 (top three, the caller's share, `v` 투표하기); Left/Right switch
/// the tabs, `r` refreshes.
@MainActor
final class CharacterDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let refresh = PublishRelay<Void>()
  private let tab = PublishRelay<CharacterTab>()
  private let review = PublishRelay<Int>()
  private let write = PublishRelay<Void>()
  private let vote = PublishRelay<Void>()
  private let output: CharacterDetailViewModel.Output
  private let viewModel: CharacterDetailViewModel
  private var list = SectionedList<Review>(rowHeight: ReviewCardLines.height)
  private let drawer = DimoPictures()
  /// The reviews of the last feed given to the list, to tell a new one on top.
  private var shownReviewIDs: Set<Int> = []
  private var subscriptions: [Subscription] = []

  static let headerHeight = 6

  init(viewModel: CharacterDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, tabSelected: tab.signal,
        reviewSelected: review.signal, writeTapped: write.signal, voteTapped: vote.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.analysis.changes.observe(redraw))
    subscriptions.append(output.feed.changes.observe(redraw))
    subscriptions.append(output.tab.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("←→", DimoHomeKeys.tab), KeyHint("Enter", DimoHomeKeys.open),
      KeyHint("n", DimoHomeKeys.write), KeyHint("v", DimoHomeKeys.vote),
      KeyHint("r", DimoHomeKeys.refresh),
    ]
  }

  var barButton: BarButton? { BarButton(DimoStrings.writeReview, key: "n") }

  var isBusy: Bool { output.analysis.value.isLoading || output.feed.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    drawHeader(into: &buffer, in: rect, context: context)
    let tabs = CharacterTab.allCases.map { tab in
      let title = tab == .feed ? DimoStrings.feedTab : DimoStrings.analysisTab
      return tab == output.tab.value ? "[\(title)]" : " \(title) "
    }.joined(separator: "  ")
    buffer.write(tabs, at: rect.row + Self.headerHeight - 1, col: rect.col + 2, style: .accent)
    let body = rect.inset(top: Self.headerHeight, left: 1, right: 1)
    switch output.tab.value {
    case .feed:
      updateList(context: context)
      list.draw(into: &buffer, in: body, isFocused: true) { buffer, review, rowRect, isSelected in
        for (index, line) in ReviewCardLines.lines(of: review).enumerated() {
          buffer.write(
            line.text, at: rowRect.row + index, col: rowRect.col + 1,
            style: isSelected && index == 0 ? .selected : line.style, maxWidth: rowRect.width - 1)
        }
      }
    case .analysis:
      AnalysisLines.draw(output.analysis.value, into: &buffer, in: body, context: context)
    }
  }

  private func drawHeader(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext
  ) {
    guard let character = output.analysis.value.value?.character else {
      if case .failed(let failure) = output.analysis.value {
        buffer.write(failure.message, at: rect.row, col: rect.col + 2, style: .danger)
      }
      return
    }
    let lines = CharacterLines.lines(of: character)
    PictureRow(
      path: character.imagePath, lines: lines, picture: output.pictures.value[character.imagePath],
      isSelected: false
    ).draw(
      into: &buffer, in: Rect(row: rect.row, col: rect.col, width: rect.width, height: 4),
      pictures: drawer, context: context)
  }

  /// Gives the list the feed as it is now; a review new on top (one just written) is selected.
  private func updateList(context: any TerminalContext) {
    let feed = output.feed.value
    list.setSections([feed.section(title: "", context: context) { $0 }])
    guard let reviews = feed.value else { return }
    if let newest = reviews.first, !shownReviewIDs.isEmpty, !shownReviewIDs.contains(newest.id) {
      list.select(ListIndexPath(section: 0, row: 0))
    }
    shownReviewIDs = Set(reviews.map(\.id))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    // The feed may have reloaded since the last frame: act on the reviews as they are now.
    if output.tab.value == .feed { updateList(context: context) }
    switch key {
    case .left, .right, .char("h"), .char("l"):
      tab.send(output.tab.value == .feed ? .analysis : .feed)
    case .enter:
      guard output.tab.value == .feed, let selected = list.selectedRow else { return false }
      review.send(selected.id)
    case .char("n"): write.send()
    case .char("v"): vote.send()
    case .char("r"): refresh.send()
    default:
      guard output.tab.value == .feed, list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
}
