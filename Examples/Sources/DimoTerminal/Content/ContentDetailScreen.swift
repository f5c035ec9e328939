import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// A work's detail. `l` 찜하기, `g` 평가하기, `d` 상세정보 펼치기/접기, Tab / Shift-Tab pick a
/// character and Enter opens it, `m` the whole cast, `r` retries, Up/Down scroll.
@MainActor
final class ContentDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let like = PublishRelay<Void>()
  private let grade = PublishRelay<Void>()
  private let toggle = PublishRelay<Void>()
  private let character = PublishRelay<Int>()
  private let more = PublishRelay<Void>()
  private let output: ContentDetailViewModel.Output
  private let viewModel: ContentDetailViewModel
  private let drawer = DimoPictures()
  private var scroll = 0
  private var selectedCharacter: Int?
  private var subscriptions: [Subscription] = []

  init(viewModel: ContentDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, likeTapped: like.signal,
        gradeTapped: grade.signal, detailsToggled: toggle.signal,
        characterSelected: character.signal, moreCharactersTapped: more.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.detail.changes.observe(redraw))
    subscriptions.append(output.reactions.changes.observe(redraw))
    subscriptions.append(output.isExpanded.changes.observe(redraw))
    subscriptions.append(output.pictures.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .info) })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("l", DimoHomeKeys.like), KeyHint("g", DimoHomeKeys.grade),
      KeyHint("d", DimoHomeKeys.details), KeyHint("Tab", DimoHomeKeys.focus),
      KeyHint("Enter", DimoHomeKeys.open), KeyHint("m", DimoHomeKeys.more),
      KeyHint("r", DimoHomeKeys.retry),
    ]
  }

  var isBusy: Bool { output.detail.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let lines: [ScrollLine]
    switch output.detail.value {
    case .loading:
      lines = [.plain("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    case .empty(let message):
      lines = [.plain(message, .secondary)]
    case .failed(let failure):
      lines =
        ScrollLine.wrapped(failure.message, width: rect.width - 4, .danger) + [
          .plain("r \(DimoStrings.retry)", .secondary)
        ]
    case .loaded(let detail):
      lines = ContentDetailLines(
        detail: detail, reactions: output.reactions.value, isExpanded: output.isExpanded.value,
        selectedCharacter: selectedCharacter, context: context
      ).lines(width: rect.width - 4)
    }
    ScrollLines.draw(
      lines, scroll: &scroll, into: &buffer, in: rect, pictures: output.pictures.value,
      drawer: drawer, context: context)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let characters =
      output.detail.value.value?.characters.prefix(
        ContentDetailViewModel.shownCharacters) ?? []
    switch key {
    case .char("l"): like.send()
    case .char("g"): grade.send()
    case .char("d"): toggle.send()
    case .char("m"): more.send()
    case .char("r"): retry.send()
    case .tab, .backTab:
      guard !characters.isEmpty else { return false }
      let step = key == .tab ? 1 : characters.count - 1
      selectedCharacter = ((selectedCharacter ?? (key == .tab ? -1 : 0)) + step) % characters.count
      scroll = 10_000
    case .enter:
      guard let index = selectedCharacter, characters.indices.contains(index) else { return false }
      character.send(characters[index].id)
    case .down, .char("j"): scroll += 1
    case .up, .char("k"): scroll = max(0, scroll - 1)
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
