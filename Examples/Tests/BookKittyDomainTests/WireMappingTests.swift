import BookKittyAPI
import BookKittyDomain
import Foundation
import Testing

@Suite("The book search's items, mapped to books", .timeLimit(.minutes(3)))
struct WireMappingTests {
  private func item(author: String = "피터 틸^블레이크 매스터스", isbn: String = "9791197117640")
    -> RespondBookItem
  {
    RespondBookItem(
      title: "<b>제로</b> 투 원", link: "/bookkitty/books/\(isbn)", image: "/bookkitty/covers/x.png",
      author: author, discount: "13500", publisher: "한국경제신문", pubdate: "20141118", isbn: isbn,
      description: "<b>독점</b>의 힘")
  }

  @Test func caretsJoinAuthorsAndNaversBoldMarksAreRemoved() throws {
    let book = try #require(item().toDomain())
    #expect(book.title == "제로 투 원" && book.description == "독점의 힘")
    #expect(book.author == "피터 틸, 블레이크 매스터스")
    #expect(book.authors == ["피터 틸", "블레이크 매스터스"])
    #expect(book.price == 13_500 && book.pubDate == "20141118")
  }

  @Test func anItemWithoutAUsableISBNIsLeftOut() {
    #expect(item(isbn: "").toDomain() == nil)
    #expect(item(isbn: "1234").toDomain() == nil)
    #expect(item(isbn: "8936434268 9788936434267").toDomain()?.isbn.digits == "9788936434267")
  }

  @Test func everyItemKeyIsWrittenNullWhenAbsent() throws {
    let plain = RespondBookItem(
      title: "t", link: "l", image: "i", author: "a", discount: nil, publisher: "p", pubdate: nil,
      isbn: "9791197117640", description: "d")
    let object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain)) as? [String: Any]
    #expect(object?["discount"] is NSNull && object?["pubdate"] is NSNull)
    #expect(
      try JSONDecoder().decode(RespondBookItem.self, from: JSONEncoder().encode(plain)) == plain)
  }
}
