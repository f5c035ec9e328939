import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// VoteComplete: the character and its work, a bar per axis (the majority's share), the two
/// sentences and [다시 투표하기] (`v`), then "같은 작품 속 캐릭터 투표하기" with its "더보기 ›" (`m`);
/// Enter votes on the selected character, `c` opens the character's detail, `r` reloads.
@MainActor
final class VoteCompleteScreen: TerminalScreen {
  enum Row: Identifiable {
    case character(VoteCandidate)
    case more

    var id: String {
      switch self {
      case .character(let candidate): candidate.rowID
      case .more: "more"
      }
    }
  }

  private let viewDidLoad = PublishRelay<Void>()
  private let refresh = PublishRelay<Void>()
  private let revote = PublishRelay<Void>()
  private let character = PublishRelay<Int>()
  private let more = PublishRelay<Void>()
  private let header = PublishRelay<Void>()
  private let output: VoteCompleteViewModel.Output
  private let viewModel: VoteCompleteViewModel
  private var list = SectionedList<Row>.pictureRows()
  private let drawer = DimoPictures()
  private var subscriptions: [Subscription] = []

  init(viewModel: VoteCompleteViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, revoteTapped: revote.signal,
        characterSelected: character.signal, moreTapped: more.signal,
        headerTapped: header.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.result.changes.observe(redraw))
    subscriptions.append(output.sameWork.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoVoteKeys.open), KeyHint("v", DimoVoteKeys.revote),
      KeyHint("m", DimoVoteKeys.more), KeyHint("c", DimoVoteKeys.detail),
      KeyHint("r", DimoVoteKeys.refresh),
    ]
  }

  var isBusy: Bool { output.result.value.isLoading || output.sameWork.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let lines = VoteResultLines.lines(
      output.result.value, character: output.character, width: rect.width - 4, context: context)
    for (offset, line) in lines.enumerated() where offset < rect.height {
      buffer.write(
        line.text, at: rect.row + offset, col: rect.col + 2, style: line.style,
        maxWidth: max(0, rect.width - 4))
    }
    updateList(context: context)
    let pictures = output.pictures.value
    let drawer = self.drawer
    let body = rect.inset(top: lines.count + 1, left: 1, right: 1)
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, row, rowRect, isSelected in
      switch row {
      case .character(let candidate):
        CandidateLines.row(candidate, pictures: pictures, isSelected: isSelected)
          .draw(into: &buffer, in: rowRect, pictures: drawer, context: context)
      case .more:
        buffer.write(
          "\(DimoStrings.more) ›", in: rowRect.line(0), style: isSelected ? .selected : .accent)
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(context: context)
    switch key {
    case .enter:
      switch list.selectedRow {
      case .character(let candidate): character.send(candidate.id)
      case .more: more.send()
      case nil: return false
      }
    case .char("v"): revote.send()
    case .char("m"): more.send()
    case .char("c"): header.send()
    case .char("r"): refresh.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func updateList(context: any TerminalContext) {
    list.setSections([
      output.sameWork.value.section(title: DimoStrings.sameWorkCharacters, context: context) {
        $0.map(Row.character) + [.more]
      }
    ])
  }
}
