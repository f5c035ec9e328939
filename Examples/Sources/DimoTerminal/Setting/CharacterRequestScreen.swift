import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 캐릭터 요청하기: the explanation, "카테고리" (애니 / 영화 as buttons, the chosen one marked),
/// "상세정보" with "작품명" and "캐릭터명", and "요청하기" once both are filled.
@MainActor
final class CharacterRequestScreen: TerminalScreen {
  private let category = PublishRelay<RequestCategory>()
  private let title = PublishRelay<String>()
  private let name = PublishRelay<String>()
  private let request = PublishRelay<Void>()
  private let output: CharacterRequestViewModel.Output
  private let viewModel: CharacterRequestViewModel
  private var form = FormState()
  private var width = 60
  private var subscriptions: [Subscription] = []

  init(viewModel: CharacterRequestViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        categorySelected: category.signal, title: title.signal, name: name.signal,
        requestTapped: request.signal))
    form.addField(
      "title", placeholder: DimoStrings.requestTitlePlaceholder,
      limit: DimoRules.requestTitleLength.upperBound)
    form.addField(
      "name", placeholder: DimoStrings.requestNamePlaceholder,
      limit: DimoRules.requestCharacterNameLength.upperBound)
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.state.value.isSending }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows = FormRow.wrapped(DimoStrings.characterRequestExplanation, width: width, .secondary)
    rows += [.blank, .text(DimoStrings.categoryLabel, .title)]
    for choice in output.categories {
      let mark = state.category == choice ? "●" : "○"
      rows.append(
        .button(choice.rawValue, title: "\(mark) \(DimoStrings.requestCategory(choice))"))
    }
    rows += [
      .blank, .text(DimoStrings.detailsLabel, .title), .field("title"), .field("name"), .blank,
      .button("request", title: DimoStrings.request, isEnabled: state.isRequestEnabled),
    ]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    width = body.width
    form.draw(rows, into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("title", let text): title.send(text)
    case .changed("name", let text): name.send(text)
    case .pressed("request"): request.send()
    case .pressed(let id): if let choice = RequestCategory(rawValue: id) { category.send(choice) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
