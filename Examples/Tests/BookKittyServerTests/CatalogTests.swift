import BookKittyAPI
import BookKittyDomain
import BookKittyServer
import HummingbirdTesting
import Testing

@Suite("The sample catalog", .timeLimit(.minutes(3)))
struct CatalogTests {
  @Test func holdsAtLeastThreeHundredBooksWithValidUniqueISBNs() throws {
    let books = try BookKittyServer.bundledCatalog()
    #expect(books.count >= 300)
    #expect(Set(books.map(\.isbn)).count == books.count, "ISBNs are unique")
    for book in books {
      #expect(ISBN.isValidISBN13(book.isbn), "\(book.isbn) \(book.title)")
      #expect(book.isbn.hasPrefix("979119"), "generated ISBNs use the 979119 prefix")
      #expect(book.description.count >= 80, "\(book.title)")
    }
  }

  @Test func coversEveryCategoryOfTheIssue() throws {
    let categories = Set(try BookKittyServer.bundledCatalog().map(\.category))
    for category in ["자기계발", "심리", "과학", "역사", "소설", "경제경영", "IT"] {
      #expect(categories.contains(category), "\(category)")
    }
  }

  @Test func everyBookHasA96By140CoverThatIsServed() async throws {
    try await withBookKitty { server, client in
      for book in server.books {
        let response = try await client.execute(
          uri: "/bookkitty/covers/\(book.cover)", method: .get)
        #expect(response.status == .ok, "\(book.cover)")
        #expect(response.headers[.contentType] == "image/png")
        let bytes = Array(response.body.readableBytesView)
        let size = pngSize(bytes)
        #expect(size?.0 == 96 && size?.1 == 140, "\(book.cover)")
      }
    }
  }

  /// Width and height from a PNG's IHDR chunk.
  private func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 24, Array(bytes[0..<8]) == signature else { return nil }
    func uint32(_ offset: Int) -> Int {
      bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return (uint32(16), uint32(20))
  }
}
