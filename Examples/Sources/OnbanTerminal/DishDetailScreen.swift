import CairnPresentation
import CairnTerminal
import OnbanPresentation

/// The dish detail: Left/Right page the thumbnails, +/- change the quantity, Enter orders
/// (after a confirmation with the total), Up/Down scroll.
@MainActor
final class DishDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let next = PublishRelay<Void>()
  private let previous = PublishRelay<Void>()
  private let quantity = PublishRelay<Int>()
  private let order = PublishRelay<Void>()
  private let output: DishDetailViewModel.Output
  private let viewModel: DishDetailViewModel
  private var stepper = Stepper(value: 1, range: 1...99)
  private var scroll = 0
  private let pictures = Pictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: DishDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, nextThumbnail: next.signal,
        previousThumbnail: previous.signal, quantity: quantity.signal, orderTapped: order.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.content.changes.observe(redraw))
    subscriptions.append(output.images.changes.observe(redraw))
    subscriptions.append(output.thumbnailIndex.changes.observe(redraw))
    subscriptions.append(output.isOrdering.changes.observe(redraw))
    subscriptions.append(output.total.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("←→", OnbanStrings.Keys.photos), KeyHint("+ -", OnbanStrings.Keys.quantity),
      KeyHint("Enter", OnbanStrings.order), KeyHint("r", OnbanStrings.Keys.reload),
    ]
  }

  var barButton: BarButton? { BarButton(OnbanStrings.order, key: "Enter") }

  var isBusy: Bool { output.content.value.isLoading || output.isOrdering.value }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let width = rect.width - 4
    var lines: [DetailLine] = []
    switch output.content.value {
    case .loading:
      lines = [.text([("\(context.spinnerFrame) \(context.strings.loading)", .secondary)])]
    case .empty(let message):
      lines = [.text([(message, .secondary)])]
    case .failed(let failure):
      lines = [
        .text([(failure.message, .danger)]), .text([("r \(context.strings.retry)", .secondary)]),
      ]
    case .loaded(let content):
      lines = DetailLines(
        content: content, thumbnailIndex: output.thumbnailIndex.value, images: output.images.value,
        showsPictures: context.colorMode.hasColors,
        quantity: output.quantity.value, total: output.total.value,
        isOrdering: output.isOrdering.value, isShowingSaved: output.isShowingSaved.value
      ).lines(width: width)
    }
    scroll = min(scroll, max(0, lines.count - rect.height))
    let images = output.images.value
    for (offset, line) in lines.dropFirst(scroll).prefix(rect.height).enumerated() {
      let row = rect.row + offset
      switch line {
      case .text(let pieces):
        var col = rect.col + 2
        for piece in pieces {
          col += buffer.write(
            piece.text, at: row, col: col, style: piece.style,
            maxWidth: max(0, rect.col + 2 + width - col))
        }
      case .picture(let url, let rows):
        let area = Rect(
          row: row, col: rect.col + 2, width: width, height: min(rows, rect.bottom - row))
        pictures.draw(
          images[url], url: url, into: &buffer, in: area, context: context, fallback: "🖼")
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .right, .char("l"): next.send()
    case .left, .char("h"): previous.send()
    case .char("+"), .char("="): changeQuantity(by: 1)
    case .char("-"): changeQuantity(by: -1)
    case .enter: order.send()
    case .char("r"): retry.send()
    case .down, .char("j"): scroll += 1
    case .up, .char("k"): scroll = max(0, scroll - 1)
    case .pageDown: scroll += 10
    case .pageUp: scroll = max(0, scroll - 10)
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }

  private func changeQuantity(by delta: Int) {
    _ = stepper.handle(delta > 0 ? .char("+") : .char("-"))
    quantity.send(stepper.value)
  }
}
