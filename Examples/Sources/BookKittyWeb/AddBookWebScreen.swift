import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// Adding a book in the browser: the original's camera screen says that a book is found by its
/// title here, and its button opens the search.
@MainActor
final class AddBookWebScreen: WebScreen {
  private let enterTitle = PublishRelay<Void>()
  private let output: AddBookViewModel.Output

  init(viewModel: AddBookViewModel, context: any WebContext) {
    output = viewModel.transform(.init(enterTitleTapped: enterTitle.signal))
  }

  var keyHints: [WebKeyHint] { [WebKeyHint("Enter", BookKittyStrings.enterTitle)] }

  func body(in context: any WebContext) -> Node {
    Node.div(.class("add-book")) {
      Node.heading(2, .class("add-book-heading")) { Node.text(output.heading) }
      Node.p(.class("secondary")) { Node.text(output.instruction) }
      Node.p(.class("notice"), .role("note")) { Node.text(output.notice) }
      Node.button(.class("primary-button"), action: BookKittyAction.enterTitle.rawValue) {
        Node.text(BookKittyStrings.enterTitle)
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard BookKittyAction(rawValue: event.action) == .enterTitle else { return false }
    enterTitle.send()
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard key.name == "Enter" else { return false }
    enterTitle.send()
    return true
  }
}
