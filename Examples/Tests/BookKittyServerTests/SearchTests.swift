import BookKittyAPI
import BookKittyServer
import Foundation
import HummingbirdTesting
import Testing

@Suite("GET /bookkitty/v1/search/book.json", .timeLimit(.minutes(3)))
struct SearchTests {
  @Test func answersInNaversShape() async throws {
    try await withBookKitty { _, client in
      let response = try await client.search("query=%EC%82%AC%ED%94%BC%EC%97%94%EC%8A%A4")
      #expect(response.status == .ok)
      #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
      let object = try response.jsonObject()
      for key in ["lastBuildDate", "total", "start", "display", "items"] {
        #expect(object[key] != nil, "\(key)")
      }
      let items = try #require(object["items"] as? [[String: Any]])
      let first = try #require(items.first)
      for key in [
        "title", "link", "image", "author", "discount", "publisher", "pubdate", "isbn",
        "description",
      ] {
        #expect(first[key] != nil, "\(key)")
      }
      let decoded = try response.decode(RespondBookSearch.self)
      #expect(decoded.lastBuildDate.hasSuffix("+0900"))
      #expect(decoded.start == 1)
      #expect(decoded.display == decoded.items.count)
    }
  }

  @Test func ranksTitleMatchesFirstAndFindsPartsOfWords() async throws {
    try await withBookKitty { _, client in
      let full = try await client.search(text: "사피엔스")
      #expect(full.items.first?.title.hasPrefix("사피엔스") == true, "\(full.items.map(\.title))")
      let part = try await client.search(text: "사피")
      #expect(part.items.contains { $0.title.hasPrefix("사피엔스") })
    }
  }

  @Test func findsBooksByAuthorAndJoinsSeveralAuthorsWithCarets() async throws {
    try await withBookKitty { _, client in
      let harari = try await client.search(text: "유발 하라리")
      #expect(harari.total >= 3)
      #expect(harari.items.allSatisfy { $0.author.contains("유발 하라리") })
      let zeroToOne = try await client.search(text: "제로 투 원")
      let book = try #require(zeroToOne.items.first { $0.title == "제로 투 원" })
      #expect(book.author == "피터 틸^블레이크 매스터스")
    }
  }

  @Test func everyWordMustMatchSoAnInventedTitleFindsNothing() async throws {
    try await withBookKitty { _, client in
      let invented = try await client.search(text: "존재하지 않는 상상의 책")
      #expect(invented.total == 0 && invented.items.isEmpty)
      let punctuation = try await client.search(text: "!!! ---")
      #expect(punctuation.total == 0)
    }
  }

  @Test func pagesWithStartAndDisplay() async throws {
    try await withBookKitty { _, client in
      let all = try await client.search(text: "의", display: 100)
      #expect(all.total > 12)
      let second = try await client.search(text: "의", display: 5, start: 6)
      #expect(second.start == 6 && second.display == 5 && second.total == all.total)
      #expect(second.items == Array(all.items[5..<10]))
      let past = try await client.search(text: "의", display: 10, start: all.total + 1)
      #expect(past.items.isEmpty && past.display == 0 && past.total == all.total)
    }
  }

  @Test func sortsByPublicationDayWithSortDate() async throws {
    try await withBookKitty { _, client in
      let byDate = try await client.search(text: "역사", display: 100, sort: "date")
      #expect((2...100).contains(byDate.total))
      let days = byDate.items.compactMap(\.pubdate)
      #expect(days == days.sorted(by: >))
      let bySim = try await client.search(text: "역사", display: 100, sort: "sim")
      #expect(Set(bySim.items.map(\.isbn)) == Set(byDate.items.map(\.isbn)))
    }
  }

  @Test func aBookWithoutADiscountHasANullDiscount() async throws {
    try await withBookKitty { server, client in
      let plain = try #require(server.books.first { $0.discount == nil })
      let query =
        "query=" + (plain.title.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
      let response = try await client.search(query)
      let items = try #require(try response.jsonObject()["items"] as? [[String: Any]])
      let item = try #require(items.first { $0["isbn"] as? String == plain.isbn })
      #expect(item["discount"] is NSNull)
      let discounted = try #require(server.books.first { $0.discount != nil })
      let other = try await client.search(text: discounted.title)
      #expect(
        other.items.first { $0.isbn == discounted.isbn }?.discount == "\(discounted.discount ?? 0)")
    }
  }

  @Test func plusIsASpaceAndItemsLinkToTheServer() async throws {
    try await withBookKitty { _, client in
      let response = try await client.search("query=%EC%9C%A0%EB%B0%9C+%ED%95%98%EB%9D%BC%EB%A6%AC")
      let result = try response.decode(RespondBookSearch.self)
      #expect(result.total >= 3)
      let item = try #require(result.items.first)
      #expect(item.image == "/bookkitty/covers/\(item.isbn).png")
      #expect(item.link == "/bookkitty/books/\(item.isbn)")
      let linked = try await client.execute(uri: item.link, method: .get)
      #expect(try linked.decode(RespondBookItem.self) == item)
    }
  }
}
