import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The search by title: the search bar ("검색할 책의 제목을 입력해 주세요"), Enter searches; the
/// results are cards with their covers. Down (or Tab) moves to the results, Up from the first
/// result back to the bar; Enter on a result asks to add it.
@MainActor
final class AddBookByTitleScreen: TerminalScreen {
  private enum Focus {
    case searchBar, results
  }

  private let query = PublishRelay<String>()
  private let submit = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let output: AddBookByTitleViewModel.Output
  private let viewModel: AddBookByTitleViewModel
  private var field = TextField(
    placeholder: BookKittyStrings.searchPlaceholder,
    characterLimit: BookSearchRules.maximumQueryLength)
  private var list: SectionedList<BookCard>
  private var focus = Focus.searchBar
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(
    viewModel: AddBookByTitleViewModel, context: any TerminalContext, pictures: CoverPictures
  ) {
    self.viewModel = viewModel
    self.pictures = pictures
    list = SectionedList(rowHeight: BookCardView.height(in: context))
    list.highlightsSelection = false  // the card highlights its text, never its cover
    output = viewModel.transform(
      .init(query: query.signal, searchSubmitted: submit.signal, resultSelected: select.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.results.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    subscriptions.append(output.isAdding.changes.observe(redraw))
  }

  var keyHints: [KeyHint] {
    focus == .searchBar
      ? [KeyHint("Enter", BookKittyStrings.keySearch), KeyHint("↓", BookKittyStrings.keyResults)]
      : [KeyHint("Enter", BookKittyStrings.addBook), KeyHint("↑", BookKittyStrings.keySearchBar)]
  }

  var isBusy: Bool { output.results.value.isLoading || output.isAdding.value }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 1, right: 1)
    let bar = body.splitTop(2)
    buffer.write("🔍", in: bar.top.line(0), style: .secondary)
    field.draw(
      into: &buffer, in: bar.top.line(0).inset(left: 3), isFocused: focus == .searchBar)
    buffer.write(String(repeating: "─", count: body.width), in: bar.top.line(1), style: .secondary)
    let section: ListSection<BookCard>
    switch output.results.value {
    case .loading:
      section = ListSection(
        title: "",
        content: .loading(spinnerFrame: context.spinnerFrame, message: context.strings.loading))
    case .empty(let message):
      section = ListSection(title: "", content: .empty(message))
    case .failed(let failure):
      section = ListSection(title: "", content: .failed(message: failure.message, retry: nil))
    case .loaded(let cards):
      section = ListSection(title: "", rows: cards, showsCount: false)
    }
    list.setSections([section])
    let covers = output.covers.value
    let pictures = self.pictures
    let isFocused = focus == .results
    list.draw(into: &buffer, in: bar.rest.inset(top: 1), isFocused: isFocused) {
      buffer, card, rect, isSelected in
      BookCardView(
        card: card, covers: covers, showsTag: false, isHighlighted: isSelected && isFocused
      ).draw(into: &buffer, in: rect, context: context, pictures: pictures)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    defer { context.setNeedsDisplay() }
    switch focus {
    case .searchBar:
      switch key {
      case .enter:
        submit.send()
      case .down, .tab:
        guard list.rowCount > 0 else { return true }
        focus = .results
      default:
        guard field.handle(key) else { return false }
        query.send(field.text)
      }
    case .results:
      switch key {
      case .enter:
        guard let card = list.selectedRow else { return false }
        select.send(card.isbn)
      case .backTab,
        .up where list.selectedRowIndex == 0:
        focus = .searchBar
      default:
        return list.handle(key)
      }
    }
    return true
  }
}
