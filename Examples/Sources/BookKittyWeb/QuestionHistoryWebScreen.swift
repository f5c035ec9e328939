import BookKittyPresentation
import CairnPresentation
import CairnWeb
import Foundation

/// The Q&A history in the browser: each question asked, its date and its books' covers, page by
/// page; a question opens its answer, `+` opens the floating menu.
@MainActor
final class QuestionHistoryWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let controls = TabRootControls<UUID>(id: UUID.init(uuidString:))
  private let output: QuestionHistoryViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionHistoryViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, loadMore: controls.loadMore.signal,
        questionSelected: controls.select.signal, menuTapped: controls.menu.signal,
        retry: controls.retry.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.questions.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    viewDidLoad.send()
  }

  var barButton: WebBarButton? { controls.barButton }

  var isBusy: Bool { output.questions.value.isLoading }

  var keyHints: [WebKeyHint] { controls.keyHints }

  func body(in context: any WebContext) -> Node {
    let covers = output.covers.value
    return Node.div(.class("history")) {
      controls.pagedList(
        output.questions.value, listClass: "questions", emptyBody: output.emptyBody,
        strings: context.strings, id: \.id
      ) { row, isSelected in
        Self.row(row, covers: covers, isSelected: isSelected)
      }
    }
  }

  private static func row(_ row: QuestionRow, covers: [String: CoverState], isSelected: Bool)
    -> Node
  {
    let id = row.id.uuidString
    return Node.li(.classes(["question", isSelected ? "selected" : ""]), key: id) {
      Node.button(.class("question-card"), action: BookKittyAction.open.rawValue, value: id) {
        Node.span(.classes(["question-date", "secondary"])) { Node.text(row.date) }
        Node.strong(.class("question-text")) { Node.text(row.question) }
        Node.span(.class("question-covers")) {
          for card in row.books.prefix(4) {
            CoverNode.node(card, covers: covers, decorative: false)
          }
        }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    controls.handle(event)
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    controls.handle(
      key: key, ids: output.questions.value.value?.rows.map(\.id) ?? [], context: context)
  }
}
