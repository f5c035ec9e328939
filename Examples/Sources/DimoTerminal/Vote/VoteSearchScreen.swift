import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Search: the scope chip ("작품명 ▾" / "캐릭터명 ▾") and the field on top, then the recent lists
/// (keywords and characters, each item with ×, each list with 전체삭제) or the results. Tab
/// moves between the field, the chip and the list; Enter searches from the field, opens the
/// sheet from the chip, and opens the selected row from the list; `x` removes a recent item.
/// Only the place with the focus is highlighted, and the footer offers only its keys.
@MainActor
final class VoteSearchScreen: TerminalScreen {
  enum Focus { case field, scope, list }

  enum Row: Identifiable {
    case keyword(String)
    case clearKeywords
    case seen(VoteCandidate)
    case clearSeen
    case result(VoteCandidate)

    var id: String {
      switch self {
      case .keyword(let text): "keyword/\(text)"
      case .clearKeywords: "clear/keywords"
      case .seen(let candidate): "seen/\(candidate.id)"
      case .clearSeen: "clear/seen"
      case .result(let candidate): candidate.rowID
      }
    }
  }

  private let relays = VoteSearchRelays()
  private let output: VoteSearchViewModel.Output
  private let viewModel: VoteSearchViewModel
  private var field = TextField(
    placeholder: DimoStrings.searchPlaceholder, characterLimit: DimoRules.searchLength.upperBound)
  private var focus = Focus.field
  private var list = SectionedList<Row>(rowHeight: 2)
  private var subscriptions: [Subscription] = []

  init(viewModel: VoteSearchViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(relays.input)
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    relays.viewDidLoad.send()
  }

  /// The keys that work where the focus is: the field takes every character, so `x` (and the
  /// front end's 1–4, ?, q) are offered only from the list.
  var keyHints: [KeyHint] {
    switch focus {
    case .field:
      [KeyHint("Enter", DimoVoteKeys.search), KeyHint("Tab", DimoVoteKeys.focus)]
    case .scope:
      [KeyHint("Enter", DimoVoteKeys.scope), KeyHint("Tab", DimoVoteKeys.focus)]
    case .list:
      [KeyHint("Enter", DimoVoteKeys.open), KeyHint("Tab", DimoVoteKeys.focus)]
        + (Self.isRemovable(list.selectedRow) ? [KeyHint("x", DimoVoteKeys.remove)] : [])
    }
  }

  var isTypingText: Bool { focus == .field }

  var isBusy: Bool {
    let state = output.state.value
    return state.results?.isLoading
      ?? (state.recentSearches.isLoading
        || state.recentCharacters.isLoading)
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let state = output.state.value
    if field.text != state.query { field.text = state.query }
    let chip = "[\(DimoStrings.scopeLabel(state.scope)) ▾]"
    let chipWidth = buffer.write(
      chip, at: rect.row + 1, col: rect.col + 2, style: focus == .scope ? .selected : .accent)
    field.draw(
      into: &buffer,
      in: Rect(
        row: rect.row + 1, col: rect.col + 3 + chipWidth,
        width: max(1, rect.width - chipWidth - 5), height: 1),
      isFocused: focus == .field)
    updateList(state, context: context)
    let body = rect.inset(top: 3, left: 1, right: 1)
    let isListFocused = focus == .list
    list.draw(into: &buffer, in: body, isFocused: isListFocused) {
      buffer, row, rowRect, isSelected in
      let lines = Self.lines(of: row)
      for (index, line) in lines.enumerated() where index < rowRect.height {
        buffer.write(
          line.text, at: rowRect.row + index, col: rowRect.col + 1,
          style: isSelected && index == 0 && isListFocused ? .selected : line.style,
          maxWidth: rowRect.width - 1)
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    updateList(output.state.value, context: context)
    switch (focus, key) {
    case (_, .tab): focus = focus == .field ? .scope : focus == .scope ? .list : .field
    case (_, .backTab): focus = focus == .list ? .scope : focus == .scope ? .field : .list
    case (.field, .enter): relays.submit.send()
    case (.field, .down): focus = .list
    case (.field, _):
      guard field.handle(key) else { return false }
      relays.text.send(field.text)
    case (.scope, .enter): relays.scope.send()
    case (.scope, _): return false
    case (.list, .enter): open(list.selectedRow)
    case (.list, .char("x")): remove(list.selectedRow)
    case (.list, .char("r")): relays.retry.send()
    case (.list, _):
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  private func open(_ row: Row?) {
    switch row {
    case .keyword(let text): relays.keyword.send(text)
    case .clearKeywords: relays.keywordsCleared.send()
    case .seen(let candidate): relays.seen.send(candidate.id)
    case .clearSeen: relays.seenCleared.send()
    case .result(let candidate): relays.result.send(candidate.id)
    case nil: break
    }
  }

  private static func isRemovable(_ row: Row?) -> Bool {
    switch row {
    case .keyword, .seen: true
    default: false
    }
  }

  private func remove(_ row: Row?) {
    switch row {
    case .keyword(let text): relays.keywordRemoved.send(text)
    case .seen(let candidate): relays.seenRemoved.send(candidate.id)
    default: break
    }
  }

  private func updateList(_ state: VoteSearchState, context: any TerminalContext) {
    if let results = state.results {
      list.setSections([
        results.section(title: DimoStrings.searchResults, context: context) {
          $0.map(Row.result)
        }
      ])
      return
    }
    list.setSections([
      state.recentSearches.section(title: DimoStrings.recentSearches, context: context) {
        $0.map(Row.keyword) + [.clearKeywords]
      },
      state.recentCharacters.section(title: DimoStrings.recentCharacters, context: context) {
        $0.map(Row.seen) + [.clearSeen]
      },
    ])
  }

  private static func lines(of row: Row) -> [(text: String, style: Style)] {
    switch row {
    case .keyword(let text):
      return [("\(text)  \(DimoStrings.removeOne)", .normal)]
    case .clearKeywords, .clearSeen:
      return [(DimoStrings.deleteAll, .secondary)]
    case .seen(let candidate):
      return [
        ("\(candidate.character.name)  \(DimoStrings.removeOne)", .normal),
        (candidate.character.contentTitle ?? DimoStrings.noTitle, .secondary),
      ]
    case .result(let candidate):
      let lines = CandidateLines.lines(of: candidate)
      return [lines[0], (lines.dropFirst().map(\.text).joined(separator: " · "), .secondary)]
    }
  }
}

/// Search's inputs as relays the screen sends.
@MainActor
final class VoteSearchRelays {
  let viewDidLoad = PublishRelay<Void>()
  let text = PublishRelay<String>()
  let submit = PublishRelay<Void>()
  let scope = PublishRelay<Void>()
  let result = PublishRelay<Int>()
  let keyword = PublishRelay<String>()
  let keywordRemoved = PublishRelay<String>()
  let keywordsCleared = PublishRelay<Void>()
  let seen = PublishRelay<Int>()
  let seenRemoved = PublishRelay<Int>()
  let seenCleared = PublishRelay<Void>()
  let retry = PublishRelay<Void>()

  var input: VoteSearchViewModel.Input {
    VoteSearchViewModel.Input(
      viewDidLoad: viewDidLoad.signal, text: text.signal, submit: submit.signal,
      scopeTapped: scope.signal, resultSelected: result.signal, keywordSelected: keyword.signal,
      keywordRemoved: keywordRemoved.signal, keywordsCleared: keywordsCleared.signal,
      seenSelected: seen.signal, seenRemoved: seenRemoved.signal, seenCleared: seenCleared.signal,
      retry: retry.signal)
  }
}
