import BookKittyDomain
import CairnNavigation
import Foundation

extension TabBarCoordinator {
  /// Opens `route`: a book's detail over the tab in view, a stored answer on Q&A, a new
  /// question or the adding of a book as their flows, which select their tab when they end as
  /// the menu's do. A book or an answer that is not stored (any more) is not found; a store
  /// that cannot be read leaves the link unhandled.
  func open(_ route: BookKittyRoute) async -> Result<Void, DeepLinkError> {
    switch route {
    case .home:
      router.selectTab(Self.homeTab)
    case .book(let isbn):
      guard let tab = tabFlows[navigator.state.selectedTab] ?? tabFlows[Self.homeTab] else {
        return .failure(.unhandled(route.link.absoluteString))
      }
      let book: Book?
      do {
        book = try await dependencies.books.book(isbn: isbn)
      } catch {
        // The store could not be read: not a link that names nothing.
        return .failure(.unhandled(route.link.absoluteString))
      }
      guard let book else { return .failure(.notFound(route.link.absoluteString)) }
      startBookDetail(BookCard(book), from: tab, dependencies: dependencies)
    case .question(let id):
      guard let history = tabFlows[Self.questionsTab] as? QuestionHistoryCoordinator else {
        return .failure(.unhandled(route.link.absoluteString))
      }
      let stored: QuestionAnswer?
      do {
        stored = try await dependencies.questions.question(id: id)
      } catch {
        return .failure(.unhandled(route.link.absoluteString))
      }
      guard stored != nil else { return .failure(.notFound(route.link.absoluteString)) }
      router.selectTab(Self.questionsTab)
      history.showQuestionDetail(id: id)
    case .ask:
      startAddQuestion()
    case .addBook:
      startAddBook()
    case .addBookByTitle:
      startAddBook().showTitleSearch()
    }
    return .success(())
  }
}
