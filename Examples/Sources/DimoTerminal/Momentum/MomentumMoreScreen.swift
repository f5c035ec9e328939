import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// A profile section's "더보기 >" list: every row with its picture; Enter opens a row, `v`
/// votes again on a voted character, `r` reloads after a failure.
@MainActor
final class MomentumMoreScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let item = PublishRelay<MomentumItem>()
  private let revote = PublishRelay<MomentumItem>()
  private let output: MomentumMoreViewModel.Output
  private let viewModel: MomentumMoreViewModel
  private var list = SectionedList<MomentumItem>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: MomentumMoreViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, itemSelected: item.signal,
        revoteSelected: revote.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.items.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", DimoMomentumKeys.open)]
      + (viewModel.owner.isOwn ? [KeyHint("v", DimoMomentumKeys.revote)] : [])
      + [KeyHint("r", DimoMomentumKeys.retry)]
  }

  var isBusy: Bool { output.items.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    let isOwn = viewModel.owner.isOwn
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, item, rowRect, isSelected in
      MomentumItemLines.row(
        item, isOwn: isOwn, pictures: pictures, isSelected: isSelected
      )
      .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(context: context)
    switch key {
    case .enter:
      guard let selected = list.selectedRow else { return false }
      item.send(selected)
    case .char("v"):
      guard viewModel.owner.isOwn, let selected = list.selectedRow else { return false }
      revote.send(selected)
    case .char("r"): retry.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func updateList(context: any TerminalContext) {
    list.setSections([output.items.value.section(title: output.title, context: context) { $0 }])
  }
}
