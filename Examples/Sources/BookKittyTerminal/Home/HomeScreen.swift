import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// Home: the recently recommended books as cards (``BookCardView``: the cover as a picture
/// beside the title, the owned tag and the author). Enter opens a book, `n` opens the floating
/// menu.
@MainActor
final class HomeScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let menu = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let output: HomeViewModel.Output
  private let viewModel: HomeViewModel
  private var list: SectionedList<BookCard>
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(viewModel: HomeViewModel, context: any TerminalContext, pictures: CoverPictures) {
    self.viewModel = viewModel
    self.pictures = pictures
    list = SectionedList(rowHeight: BookCardView.height(in: context))
    list.highlightsSelection = false  // the card highlights its text, never its cover
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, menuTapped: menu.signal,
        retry: retry.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.books.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", BookKittyStrings.keyOpen), KeyHint("n", BookKittyStrings.keyMenu),
      KeyHint("r", BookKittyStrings.keyRetry),
    ]
  }

  var barButton: BarButton? { BarButton("+", key: "n") }

  var isBusy: Bool { output.books.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 1, right: 1)
    let section: ListSection<BookCard>
    switch output.books.value {
    case .loading:
      section = ListSection(
        title: "",
        content: .loading(spinnerFrame: context.spinnerFrame, message: context.strings.loading))
    case .loaded(let cards):
      section = ListSection(title: "", rows: cards, showsCount: false)
    case .empty(let message):
      EmptyStateView(title: message, body: nil).draw(into: &buffer, in: body)
      return
    case .failed(let failure):
      section = ListSection(
        title: "",
        content: .failed(message: failure.message, retry: KeyHint("r", BookKittyStrings.keyRetry)))
    }
    list.setSections([section])
    let covers = output.covers.value
    let pictures = self.pictures
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, card, rect, isSelected in
      BookCardView(card: card, covers: covers, isHighlighted: isSelected).draw(
        into: &buffer, in: rect, context: context, pictures: pictures)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      guard let card = list.selectedRow else { return false }
      select.send(card.isbn)
    case .char("n"):
      menu.send()
    case .char("r"):
      retry.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
}
