import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 공지사항: each notice's title and date, newest first; Enter opens one, `r` retries a failed
/// load; a spinner while loading.
@MainActor
final class NoticeListScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let selected = PublishRelay<Notice>()
  private let output: NoticeListViewModel.Output
  private let viewModel: NoticeListViewModel
  private var cursor = 0
  private var scroll = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: NoticeListViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, retry: retry.signal, noticeSelected: selected.signal))
    subscriptions.append(
      output.notices.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [KeyHint("Enter", DimoStrings.keyOpen), KeyHint("r", DimoStrings.keyRetry)]
  }

  var isBusy: Bool { output.notices.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    let lines: [SettingLine]
    var focus = 0
    switch output.notices.value {
    case .loading:
      lines = [SettingLine("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    case .empty(let message):
      lines = [SettingLine(message, .secondary)]
    case .failed(let failure):
      lines =
        SettingLine.wrapped(failure.message, width: body.width, .danger)
        + (failure.isRetryable ? [SettingLine("r: \(DimoStrings.keyRetry)", .secondary)] : [])
    case .loaded(let notices):
      var built: [SettingLine] = []
      for (index, notice) in notices.enumerated() {
        let isSelected = index == cursor
        if isSelected { focus = built.count }
        built.append(
          SettingLine("\(isSelected ? "▸" : " ") \(notice.title)", isSelected ? .selected : .normal)
        )
        built.append(SettingLine("  \(DimoStrings.noticeDate(notice))", .secondary))
      }
      lines = built
    }
    SettingLines.draw(lines, scroll: &scroll, keeping: focus, into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let notices = output.notices.value.value ?? []
    switch key {
    case .up, .char("k"): cursor = max(0, cursor - 1)
    case .down, .char("j"): cursor = max(0, min(notices.count - 1, cursor + 1))
    case .enter:
      guard notices.indices.contains(cursor) else { return false }
      selected.send(notices[cursor])
    case .char("r"): retry.send()
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
