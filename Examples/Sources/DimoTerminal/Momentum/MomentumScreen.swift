import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// A profile page: the header (picture, nickname, MBTI, introduction or "자기소개를 추가해
/// 보세요."), then each section with its own spinner, empty text, failure or rows. Enter opens
/// a row, a "더보기 >" or "DIG ME!로 이동하기"; on one's own profile `v` votes again on a voted
/// character and `e` edits it; `r` reloads what failed.
@MainActor
final class MomentumScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let more = PublishRelay<MomentumSectionKind>()
  private let item = PublishRelay<MomentumItem>()
  private let revote = PublishRelay<MomentumItem>()
  private let edit = PublishRelay<Void>()
  private let digMe = PublishRelay<Void>()
  private let output: MomentumViewModel.Output
  private let viewModel: MomentumViewModel
  private var list = SectionedList<MomentumRow>.pictureRows()
  private let drawer = DimoPictures()
  /// False until the user moves the selection: till then it stays on the first row (the
  /// header), whichever section loads first.
  private var hasMovedSelection = false
  private var subscriptions: [Subscription] = []

  init(viewModel: MomentumViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retryFailed: retry.signal, moreTapped: more.signal,
        itemSelected: item.signal, revoteSelected: revote.signal, editTapped: edit.signal,
        digMeTapped: digMe.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.profile.changes.observe(redraw))
    subscriptions.append(output.sections.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    var hints = [KeyHint("Enter", DimoMomentumKeys.open)]
    if output.isOwn {
      hints += [KeyHint("v", DimoMomentumKeys.revote), KeyHint("e", DimoMomentumKeys.edit)]
    }
    hints.append(KeyHint("r", DimoMomentumKeys.retry))
    return hints
  }

  var barButton: BarButton? {
    output.isOwn ? BarButton(DimoStrings.editProfile, key: "e") : nil
  }

  var isBusy: Bool {
    output.profile.value.isLoading || output.sections.value.contains { $0.items.isLoading }
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rowRect, isSelected in
      let style: Style = isSelected ? .selected : .accent
      switch row {
      case .header(let profile):
        MomentumHeader.row(profile, pictures: pictures)
          .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
      case .item(let item):
        MomentumItemLines.row(
          item, isOwn: output.isOwn, pictures: pictures, isSelected: isSelected
        )
        .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
      case .more:
        buffer.write(DimoStrings.moreLink, in: rowRect.line(0).inset(left: 1), style: style)
      case .digMe:
        buffer.write(
          DimoStrings.momentumEmpty(.voted, isOwn: true), in: rowRect.line(0).inset(left: 1),
          style: .secondary)
        buffer.write(
          "[\(DimoStrings.goToDigMe)]", in: rowRect.line(1).inset(left: 1), style: style)
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(context: context)
    switch key {
    case .enter:
      switch list.selectedRow {
      case .header: edit.send()
      case .item(let selected): item.send(selected)
      case .more(let kind): more.send(kind)
      case .digMe: digMe.send()
      case nil: return false
      }
    case .char("v"):
      guard output.isOwn, case .item(let selected) = list.selectedRow else { return false }
      revote.send(selected)
    case .char("e"): edit.send()
    case .char("r"): retry.send()
    default:
      guard list.handle(key) else { return false }
      hasMovedSelection = true
    }
    context.setNeedsDisplay()
    return true
  }

  private func updateList(context: any TerminalContext) {
    let header = output.profile.value.section(title: "", context: context) {
      [MomentumRow.header($0)]
    }
    list.setSections(
      [header]
        + output.sections.value.map { section in
          if section.showsDigMe {
            return ListSection(title: section.title, rows: [MomentumRow.digMe], showsCount: false)
          }
          return section.items.section(title: section.title, context: context) {
            MomentumRow.rows($0, section: section)
          }
        })
    if !hasMovedSelection { list.select(where: { _ in true }) }
  }
}
