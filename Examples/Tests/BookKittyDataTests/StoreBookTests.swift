import BookKittyData
import BookKittyDomain
import BookKittyTestSupport
import Foundation
import Testing

@Suite("BookKittyStore: books", .timeLimit(.minutes(3)))
struct StoreBookTests {
  @Test func opensInWALModeAndKeepsBooksAcrossReopening() async throws {
    let fixture = try await StoreFixture()
    #expect(try await fixture.store.journalMode() == "wal")
    try await fixture.saveBooks(2)
    let reopened = try await fixture.reopen()
    #expect(try await reopened.allOwnedBooks().count == 2)
  }

  @Test func savingAStoredISBNAgainIsRefusedAndChangesNothing() async throws {
    let fixture = try await StoreFixture()
    let book = TestBooks.info(1, title: "사피엔스", author: "유발 하라리")
    #expect(try await fixture.store.saveBook(book, isOwned: false))
    let renamed = TestBooks.info(1, title: "다른 제목", author: "다른 저자")
    #expect(try await fixture.store.saveBook(renamed, isOwned: true) == false)
    let stored = try #require(try await fixture.store.book(isbn: book.isbn))
    #expect(stored.title == "사피엔스" && !stored.isOwned)
    #expect(stored.createdAt == stored.updatedAt)
  }

  @Test func savingSeveralSkipsStoredOnesAndSaysSo() async throws {
    let fixture = try await StoreFixture()
    let first = TestBooks.info(1, title: "가", author: "가")
    let second = TestBooks.info(2, title: "나", author: "나")
    #expect(try await fixture.store.saveBooks([first], isOwned: true))
    #expect(try await fixture.store.saveBooks([first, second], isOwned: true) == false)
    #expect(
      try await fixture.store.allOwnedBooks().map(\.isbn).sorted() == [first.isbn, second.isbn])
  }

  @Test func ownershipChangesStampTheBookAndMoveItToTheTopOfTheShelf() async throws {
    let fixture = try await StoreFixture()
    try await fixture.saveBooks(3)
    let oldest = TestBooks.isbn(1)
    #expect(try await fixture.store.allOwnedBooks().last?.isbn == oldest)
    _ = try await fixture.store.setOwned(false, isbn: oldest)
    let back = try await fixture.store.setOwned(true, isbn: oldest)
    #expect(back.updatedAt > back.createdAt)
    #expect(try await fixture.store.allOwnedBooks().first?.isbn == oldest)
    await #expect(throws: BookKittyError.self) {
      _ = try await fixture.store.setOwned(true, isbn: TestBooks.isbn(99))
    }
  }

  @Test func theShelfIsReadInPagesOfOwnedBooksNewestFirst() async throws {
    let fixture = try await StoreFixture()
    try await fixture.saveBooks(30)
    try await fixture.saveBooks(5, from: 100, owned: false)
    let size = ListRules.libraryPageSize
    let pages = try await (0..<4).asyncMap {
      try await fixture.store.ownedBooks(.page($0, size: size))
    }
    #expect(pages.map(\.count) == [12, 12, 6, 0])
    let all = pages.flatMap { $0 }
    #expect(all.map(\.isbn) == (1...30).reversed().map(TestBooks.isbn))
    #expect(all.allSatisfy { $0.isOwned })
  }

  @Test func aDamagedRowIsReportedNotSkipped() async throws {
    let fixture = try await StoreFixture()
    try await fixture.saveBooks(2)
    // 13 digits, so the CHECK lets it in, but the check digit is wrong.
    try await fixture.store.execute(
      "UPDATE book SET isbn = '9791190000001' WHERE isbn = '\(TestBooks.isbn(1))'")
    await #expect {
      _ = try await fixture.store.allOwnedBooks()
    } throws: { error in
      guard case .storage(let reason) = error as? BookKittyError else { return false }
      return reason.contains("damaged") && reason.contains("9791190000001")
    }
  }

  @Test func theShelfFollowsChangesOfThisProcessAndOfAnotherConnection() async throws {
    let fixture = try await StoreFixture()
    try await fixture.saveBooks(1)
    let stream = fixture.store.observeOwnedBooks(.page(0, size: 12))
    #expect(try await firstValue(of: stream) { $0.count == 1 } != nil)
    _ = try await fixture.store.saveBook(TestBooks.info(2, title: "둘", author: "둘"), isOwned: true)
    #expect(try await firstValue(of: stream) { $0.count == 2 }?.first?.title == "둘")
    // Another connection (another process would be the same): seen through data_version.
    let other = try await fixture.reopen()
    _ = try await other.saveBook(TestBooks.info(3, title: "셋", author: "셋"), isOwned: true)
    #expect(try await firstValue(of: stream) { $0.count == 3 }?.first?.title == "셋")
  }
}

extension Sequence {
  /// Maps with an async transform, in order.
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
