import CairnPresentation
import CairnTerminal
import OnbanPresentation

/// One tab's list: the section header, then per dish its photo as a thumbnail at the left (drawn
/// in half blocks, or a text line where pictures cannot be shown) and three lines beside it —
/// title and badges; the description; sale price, struck-through original price and delivery
/// types — then a blank line.
@MainActor
final class MenuScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let select = PublishRelay<String>()
  private let output: MenuViewModel.Output
  private let viewModel: MenuViewModel
  private var list: SectionedList<DishRow> = {
    var list = SectionedList<DishRow>(rowHeight: DishRowView.height)
    list.highlightsSelection = false  // the row highlights its text, never its picture
    return list
  }()
  private let pictures = Pictures()
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
    list.setSections([section(context: context)])
    let images = output.images.value
    let pictures = self.pictures
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, row, rect, isSelected in
      DishRowView(row: row, image: images[row.imageURL], isSelected: isSelected)
        .draw(into: &buffer, in: rect, pictures: pictures, context: context)
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

/// Draws one dish: its thumbnail at the left and three lines of text beside it, then a blank
/// line. Without pictures (`NO_COLOR`, a failed or loading image) the thumbnail's place holds
/// nothing and the third line ends with what the image is.
struct DishRowView {
  /// The lines a dish takes, its blank separator included.
  static let height = 4
  /// The columns the thumbnail takes, its gap included.
  static let thumbnailWidth = 10

  let row: DishRow
  let image: ShownImage?
  /// The selected row: its three lines of text are drawn inverse (a picture never is, which
  /// would swap its colours).
  let isSelected: Bool

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, pictures: Pictures,
    context: any TerminalContext
  ) {
    let right = rect.col + rect.width
    let showsPicture =
      context.colorMode.hasColors && image?.png != nil
      && rect.width > Self.thumbnailWidth + 20
    var left = rect.col + 2
    if showsPicture {
      let thumbnail = Rect(row: rect.row, col: left, width: Self.thumbnailWidth - 2, height: 3)
      pictures.draw(
        image, url: row.imageURL, into: &buffer, in: thumbnail, context: context,
        fallback: row.imageAlt)
      left += Self.thumbnailWidth
    }
    // Every part that does not fit ends in "…", so a cut row says so.
    func fitted(_ text: String, from col: Int) -> String { text.truncated(to: max(0, right - col)) }
    var col = left
    col += buffer.write(
      fitted(row.title, from: col), at: rect.row, col: col, style: .title, maxWidth: right - col)
    for badge in row.badges {
      col += buffer.write(
        fitted(" [\(badge)]", from: col), at: rect.row, col: col, style: .accent,
        maxWidth: right - col)
    }
    buffer.write(
      fitted(row.description, from: left), at: rect.row + 1, col: left, style: .secondary,
      maxWidth: max(0, right - left))
    col = left
    col += buffer.write(
      fitted(row.salePrice, from: col), at: rect.row + 2, col: col, style: .title,
      maxWidth: right - col)
    if let original = row.originalPrice {
      col += buffer.write(" ", at: rect.row + 2, col: col)
      col += buffer.write(
        fitted(original, from: col), at: rect.row + 2, col: col,
        style: .strikethrough.merging(.secondary), maxWidth: right - col)
    }
    var tail = "  " + row.deliveryTypes.joined(separator: " · ")
    if !showsPicture { tail += "  🖼 \(row.imageAlt) \(image?.description ?? "")" }
    buffer.write(
      fitted(tail, from: col), at: rect.row + 2, col: col, style: .secondary,
      maxWidth: max(0, right - col))
    if isSelected {
      buffer.applyStyle(
        .selected, in: Rect(row: rect.row, col: left, width: max(0, right - left), height: 3))
    }
  }
}
