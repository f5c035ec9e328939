import CairnPresentation
import CairnTerminal
import OnbanPresentation

/// One tab's list: the section header, then three lines per dish — title and badges; the
/// description; sale price, struck-through original price, delivery types and the image.
@MainActor
final class MenuScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let select = PublishRelay<String>()
  private let output: MenuViewModel.Output
  private let viewModel: MenuViewModel
  private var list = SectionedList<DishRow>(rowHeight: 3)
  private var subscriptions: [Subscription] = []

  init(viewModel: MenuViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, retry: retry.signal, dishSelected: select.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.dishes.changes.observe(redraw))
    subscriptions.append(output.images.changes.observe(redraw))
    subscriptions.append(output.isShowingSaved.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", OnbanStrings.Keys.open), KeyHint("r", OnbanStrings.Keys.reload)]
  }

  var isBusy: Bool { output.dishes.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    var body = rect.inset(left: 1, right: 1)
    if output.isShowingSaved.value {
      buffer.write(
        "⚠ " + OnbanStrings.showingSaved, at: body.row, col: body.col, style: .warning,
        maxWidth: body.width)
      body = body.inset(top: 1)
    }
    list.setSections([section(context: context)]
    )
    let images = output.images.value
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, row, rect, _ in
      DishRowView(row: row, image: images[row.imageURL]).draw(into: &buffer, in: rect)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      guard let row = list.selectedRow else { return false }
      select.send(row.id)
    case .char("r"):
      retry.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func section(context: any TerminalContext) -> ListSection<DishRow> {
    let title = output.header
    switch output.dishes.value {
    case .loading:
      return ListSection(
        title: title,
        content: .loading(spinnerFrame: context.spinnerFrame, message: context.strings.loading))
    case .loaded(let rows):
      return ListSection(title: title, rows: rows, showsCount: false)
    case .empty(let message):
      return ListSection(title: title, content: .empty(message))
    case .failed(let failure):
      return ListSection(
        title: title,
        content: .failed(message: failure.message, retry: KeyHint("r", context.strings.retry)))
    }
  }
}

/// Draws one dish in three lines.
struct DishRowView {
  let row: DishRow
  let image: String?

  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    var col = rect.col + 2
    let right = rect.col + rect.width
    col += buffer.write(row.title, at: rect.row, col: col, style: .title, maxWidth: right - col)
    for badge in row.badges {
      col += buffer.write(
        " [\(badge)]", at: rect.row, col: col, style: .accent, maxWidth: right - col)
    }
    buffer.write(
      row.description, at: rect.row + 1, col: rect.col + 2, style: .secondary,
      maxWidth: rect.width - 2)
    col = rect.col + 2
    col += buffer.write(
      row.salePrice, at: rect.row + 2, col: col, style: .title, maxWidth: right - col)
    if let original = row.originalPrice {
      col += buffer.write(" ", at: rect.row + 2, col: col)
      col += buffer.write(
        original, at: rect.row + 2, col: col, style: .strikethrough.merging(.secondary),
        maxWidth: right - col)
    }
    let tail =
      "  " + row.deliveryTypes.joined(separator: " · ") + "  🖼 \(row.imageAlt) \(image ?? "")"
    buffer.write(tail, at: rect.row + 2, col: col, style: .secondary, maxWidth: max(0, right - col))
  }
}
