import BookKittyData
import BookKittyDomain
import BookKittyTestSupport
import Foundation
import Testing

@Suite("BookKittyStore: questions", .timeLimit(.minutes(3)))
struct StoreQuestionTests {
  private let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"

  @Test func savingReusesStoredBooksAndStoresNewOnesNotOwned() async throws {
    let fixture = try await StoreFixture()
    let owned = TestBooks.info(1, title: "아주 작은 습관의 힘", author: "제임스 클리어")
    _ = try await fixture.store.saveBook(owned, isOwned: true)
    let fresh = TestBooks.info(2, title: "그릿", author: "앤절라 더크워스")
    let renamedOwned = TestBooks.info(1, title: "바뀐 제목", author: "바뀐 저자")
    let saved = try await fixture.store.saveQuestion(
      id: UUID(), question: question, answer: "이유", books: [fresh, renamedOwned],
      at: fixture.clock.now())
    #expect(saved.books.map(\.title) == ["아주 작은 습관의 힘", "그릿"], "owned first, kept as stored")
    #expect(saved.books.map(\.isOwned) == [true, false])
    #expect(try await fixture.store.book(isbn: fresh.isbn)?.isOwned == false)
    #expect(try await fixture.store.rowCount(of: "question_book") == 2)
  }

  @Test func booksOfAQuestionAreOwnedFirstThenByTitle() async throws {
    let fixture = try await StoreFixture()
    let books = [
      TestBooks.info(1, title: "다", author: "a"), TestBooks.info(2, title: "가", author: "b"),
      TestBooks.info(3, title: "나", author: "c"),
    ]
    _ = try await fixture.store.saveBook(books[0], isOwned: true)
    let saved = try await fixture.store.saveQuestion(
      id: UUID(), question: question, answer: "이유", books: books, at: fixture.clock.now())
    #expect(saved.books.map(\.title) == ["다", "가", "나"])
    #expect(try await fixture.store.question(id: saved.id)?.books.map(\.title) == ["다", "가", "나"])
  }

  @Test func questionsAreReadInPagesNewestFirst() async throws {
    let fixture = try await StoreFixture()
    var ids: [UUID] = []
    for number in 1...23 {
      let saved = try await fixture.store.saveQuestion(
        id: UUID(), question: "질문 번호 \(number) 입니다", answer: "이유",
        books: [TestBooks.info(number, title: "책 \(number)", author: "저자")],
        at: fixture.clock.now())
      ids.append(saved.id)
    }
    let size = ListRules.historyPageSize
    let pages = try await (0..<3).asyncMap {
      try await fixture.store.questions(.page($0, size: size))
    }
    #expect(pages.map(\.count) == [10, 10, 3])
    #expect(pages.flatMap { $0 }.map(\.id) == ids.reversed())
  }

  @Test func deletingAQuestionDeletesItsLinksAndKeepsItsBooks() async throws {
    let fixture = try await StoreFixture()
    let saved = try await fixture.store.saveQuestion(
      id: UUID(), question: question, answer: "이유",
      books: [TestBooks.info(1, title: "가", author: "가")], at: fixture.clock.now())
    try await fixture.store.deleteQuestion(id: saved.id)
    #expect(try await fixture.store.question(id: saved.id) == nil)
    #expect(try await fixture.store.rowCount(of: "question_book") == 0)
    #expect(try await fixture.store.rowCount(of: "book") == 1)
    try await fixture.store.deleteQuestion(id: saved.id)
  }

  @Test func homeShowsFiveDifferentBooksFromTheTwentyNewestLinks() async throws {
    let fixture = try await StoreFixture()
    // 8 questions of 3 books each (24 links): books repeat across questions.
    for round in 0..<8 {
      let books = (0..<3).map { offset in
        let number = (round + offset) % 6 + 1
        return TestBooks.info(number, title: "책 \(number)", author: "저자")
      }
      _ = try await fixture.store.saveQuestion(
        id: UUID(), question: "질문 번호 \(round) 입니다", answer: "이유", books: books,
        at: fixture.clock.now())
    }
    let stream = fixture.store.observeRecentBooks()
    let recent = try #require(try await firstValue(of: stream) { _ in true })
    // The newest question (round 7) holds books 2, 3, 4, then round 6: 1, 2, 3, then round 5: 6…
    #expect(recent.map(\.title) == ["책 2", "책 3", "책 4", "책 1", "책 6"])
    #expect(Set(recent.map(\.isbn)).count == recent.count)
  }

  @Test func theDatabaseRefusesAQuestionOutsideTheLengthRuleAndStoresNothing() async throws {
    let fixture = try await StoreFixture()
    for text in ["아홉 글자 질문임", String(repeating: "가", count: 101)] {
      await #expect(throws: BookKittyError.self) {
        _ = try await fixture.store.saveQuestion(
          id: UUID(), question: text, answer: "이유",
          books: [TestBooks.info(1, title: "가", author: "가")], at: fixture.clock.now())
      }
    }
    #expect(try await fixture.store.rowCount(of: "question") == 0)
    #expect(try await fixture.store.rowCount(of: "book") == 0, "the transaction rolled back")
  }
}
