import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Home: the five sections, each with its own loading, empty or failed state, posters and
/// portraits in half blocks. Enter opens a work, a character or a section's "더보기" (`m` too); `c`
/// switches the category; `r` reloads the sections that failed.
@MainActor
final class HomeScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let category = PublishRelay<Void>()
  private let more = PublishRelay<HomeSectionKind>()
  private let content = PublishRelay<Int>()
  private let character = PublishRelay<Int>()
  private let output: HomeViewModel.Output
  private let viewModel: HomeViewModel
  private var list = SectionedList<HomeRow>.pictureRows()
  private let drawer = DimoPictures()
  /// False until the user moves the selection: till then it stays on the first row shown, even
  /// when a section above loads after one below.
  private var hasMovedSelection = false
  private var subscriptions: [Subscription] = []

  init(viewModel: HomeViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retryFailed: retry.signal,
        categoryTapped: category.signal, moreTapped: more.signal,
        contentSelected: content.signal, characterSelected: character.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.sections.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoHomeKeys.open), KeyHint("m", DimoHomeKeys.more),
      KeyHint("c", DimoHomeKeys.category),
      KeyHint("r", DimoHomeKeys.retry),
    ]
  }

  var barButton: BarButton? {
    BarButton(DimoStrings.categoryLabel(output.category.value), key: "c")
  }

  var isBusy: Bool { output.sections.value.contains { $0.items.isLoading } }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rowRect, isSelected in
      HomeRowView(row: row, pictures: pictures, isSelected: isSelected)
        .draw(into: &buffer, in: rowRect, drawer: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    // A section may have loaded since the last frame: act on the rows as they are now.
    updateList(context: context)
    switch key {
    case .enter:
      switch list.selectedRow {
      case .content(_, let item): content.send(item.id)
      case .character(let item): character.send(item.id)
      case .more(let kind): more.send(kind)
      case nil: return false
      }
    case .char("m"):
      guard let row = list.selectedRow else { return false }
      more.send(row.kind)
    case .char("c"): category.send()
    case .char("r"): retry.send()
    default:
      guard list.handle(key) else { return false }
      hasMovedSelection = true
    }
    context.setNeedsDisplay()
    return true
  }

  /// Gives the list the sections as the view model has them now (the selection stays on its row).
  private func updateList(context: any TerminalContext) {
    let sections = output.sections.value.map { section in
      let title = [section.title, section.label.map { "· \($0)" }].compactMap { $0 }
        .joined(separator: " ")
      return section.items.section(title: title, context: context) { items in
        HomeRow.rows(items, kind: section.kind, showsMore: section.showsMore)
      }
    }
    list.setSections(sections)
    if !hasMovedSelection { list.select(where: { _ in true }) }
  }
}
