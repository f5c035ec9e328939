import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// A section's "more" list: every work or character, Enter opens one.
@MainActor
final class HomeMoreScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let content = PublishRelay<Int>()
  private let character = PublishRelay<Int>()
  private let output: HomeMoreViewModel.Output
  private let viewModel: HomeMoreViewModel
  private var list = SectionedList<HomeRow>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: HomeMoreViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, contentSelected: content.signal,
        characterSelected: character.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.items.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", DimoHomeKeys.open), KeyHint("r", DimoHomeKeys.retry)]
  }

  var isBusy: Bool { output.items.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let kind = viewModel.kind
    list.setSections([
      output.items.value.section(title: output.title, context: context) { items in
        HomeRow.rows(items, kind: kind, showsMore: false)
      }
    ])
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rowRect, isSelected in
      HomeRowView(row: row, pictures: pictures, isSelected: isSelected)
        .draw(into: &buffer, in: rowRect, drawer: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      switch list.selectedRow {
      case .content(_, let item): content.send(item.id)
      case .character(let item): character.send(item.id)
      default: return false
      }
    case .char("r"): retry.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
}
