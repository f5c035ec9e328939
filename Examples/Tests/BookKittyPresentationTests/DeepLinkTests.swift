import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNavigation
import Foundation
import Testing

@Suite("BookKitty's deep links", .timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
  private let cosmos = TestBooks.info(2, title: "코스모스", author: "칼 세이건")

  @Test(arguments: [
    BookKittyRoute.home, .book(TestBooks.isbn(2)), .question(UUID()), .ask, .addBook,
    .addBookByTitle,
  ])
  func everyRoutesLinkParsesBackToIt(route: BookKittyRoute) throws {
    #expect(try BookKittyRoute.parser.parse(route.link).get() == route)
  }

  @Test(arguments: [
    "cairn://bookkitty/books/9791195894090", "cairn://bookkitty/books/978-89-1234",
    "cairn://bookkitty/questions/7", "cairn://bookkitty/shelf", "cairn://todo/books/x",
  ])
  func aLinkThatNamesNothingIsRefused(text: String) throws {
    let url = try #require(URL(string: text))
    guard case .failure = BookKittyRoute.parser.parse(url) else {
      Issue.record("\(text) was accepted")
      return
    }
  }

  @Test func aStoredBookOpensOverTheTabInViewAndNamesItselfByItsLink() async throws {
    let app = try await BookKittyAppHarness()
    _ = try await app.store.saveBook(cosmos, isOwned: true)
    app.front.selectTab(TabBarCoordinator.libraryTab)
    let link = BookKittyRoute.book(cosmos.isbn).link
    let opened = await app.app?.open(link)
    #expect((try? opened?.get()) != nil)
    #expect(app.navigator.state.selectedTab == TabBarCoordinator.libraryTab)
    #expect(app.navigator.state.visibleScreen?.title == "코스모스")
    #expect(app.navigator.visibleLink == link)
  }

  @Test func aBookOrAnAnswerNotStoredIsNotFound() async throws {
    let app = try await BookKittyAppHarness()
    for route in [BookKittyRoute.book(cosmos.isbn), .question(UUID())] {
      guard case .failure(.notFound) = await app.app?.open(route.link) else {
        Issue.record("\(route) was opened")
        continue
      }
    }
    #expect(app.navigator.state.selectedTab == TabBarCoordinator.homeTab)
  }

  @Test func aStoredAnswerOpensOnQAndA() async throws {
    let app = try await BookKittyAppHarness()
    let answer = try await app.saveQuestion("인류와 우주에 대해 알고 싶어요", books: [cosmos])
    let link = BookKittyRoute.question(answer.id).link
    let opened = await app.app?.open(link)
    #expect((try? opened?.get()) != nil)
    #expect(app.navigator.state.selectedTab == TabBarCoordinator.questionsTab)
    #expect(app.navigator.visibleLink == link)
  }
}
