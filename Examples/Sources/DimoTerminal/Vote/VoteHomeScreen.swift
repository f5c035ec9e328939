import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Vote home: "Dig me!" with the random and search cards, "지금 핫한 캐릭터" with portraits and
/// "더 많은 캐릭터 보러가기"; Enter opens the selected row, `r` reloads.
@MainActor
final class VoteHomeScreen: TerminalScreen {
  enum Row: Identifiable {
    case random, search
    case character(VoteCandidate)
    case more

    var id: String {
      switch self {
      case .random: "random"
      case .search: "search"
      case .character(let candidate): candidate.rowID
      case .more: "more"
      }
    }
  }

  private let viewDidLoad = PublishRelay<Void>()
  private let refresh = PublishRelay<Void>()
  private let random = PublishRelay<Void>()
  private let search = PublishRelay<Void>()
  private let more = PublishRelay<Void>()
  private let character = PublishRelay<Int>()
  private let output: VoteHomeViewModel.Output
  private let viewModel: VoteHomeViewModel
  private var list = SectionedList<Row>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: VoteHomeViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, randomTapped: random.signal,
        searchTapped: search.signal, moreTapped: more.signal,
        characterSelected: character.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.hot.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", DimoVoteKeys.open), KeyHint("r", DimoVoteKeys.refresh)]
  }

  var isBusy: Bool { output.hot.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rowRect, isSelected in
      let style: Style = isSelected ? .selected : .accent
      switch row {
      case .random:
        buffer.write("[\(DimoStrings.randomRecommendTitle) ›]", in: rowRect.line(0), style: style)
      case .search:
        buffer.write("[\(DimoStrings.searchTitle) ›]", in: rowRect.line(0), style: style)
      case .character(let candidate):
        CandidateLines.row(candidate, pictures: pictures, isSelected: isSelected)
          .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
      case .more:
        buffer.write("\(DimoStrings.moreCharacters) ›", in: rowRect.line(0), style: style)
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(context: context)
    switch key {
    case .enter:
      switch list.selectedRow {
      case .random: random.send()
      case .search: search.send()
      case .character(let candidate): character.send(candidate.id)
      case .more: more.send()
      case nil: return false
      }
    case .char("r"): refresh.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func updateList(context: any TerminalContext) {
    list.setSections([
      ListSection(
        title: "\(DimoStrings.digMe)  \(DimoStrings.digMeSubtitle)", rows: [Row.random, .search],
        showsCount: false),
      output.hot.value.section(title: DimoStrings.hotCharacters, context: context) {
        $0.map(Row.character) + [.more]
      },
    ])
  }
}
