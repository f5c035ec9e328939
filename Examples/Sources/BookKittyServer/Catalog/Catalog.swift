import BookKittyAPI
import BookKittyDomain
import Foundation

/// The sample catalog the book search serves, loaded from `Resources/catalog.json` and
/// checked: unique ISBN-13s with valid check digits, `yyyyMMdd` days, prices, and a cover for
/// every book.
struct Catalog: Sendable {
  /// The books, in the file's order (by category, then title).
  let books: [CatalogBook]
  private let indexByISBN: [String: Int]

  /// Checks the decoded books against the covers that exist.
  init(books: [CatalogBook], coverNames: Set<String>) throws(CatalogError) {
    var indexByISBN: [String: Int] = [:]
    for (index, book) in books.enumerated() {
      try Self.check(book, coverNames: coverNames)
      guard indexByISBN.updateValue(index, forKey: book.isbn) == nil else {
        throw .invalid("duplicate ISBN \(book.isbn)")
      }
    }
    self.books = books
    self.indexByISBN = indexByISBN
  }

  /// Decodes and checks `catalog.json`'s contents.
  init(data: Data, coverNames: Set<String>) throws(CatalogError) {
    let file: CatalogFile
    do {
      file = try CatalogFile.decode(data)
    } catch {
      throw .invalid("catalog.json does not decode: \(error)")
    }
    try self.init(books: file.books, coverNames: coverNames)
  }

  /// The book with this ISBN-13.
  func book(isbn: String) -> CatalogBook? {
    indexByISBN[isbn].map { books[$0] }
  }

  private static func check(_ book: CatalogBook, coverNames: Set<String>) throws(CatalogError) {
    guard ISBN.isValidISBN13(book.isbn) else {
      throw .invalid("\(book.isbn): not an ISBN-13 with a valid check digit")
    }
    guard !book.title.isEmpty, !book.authors.isEmpty, !book.authors.contains(where: \.isEmpty)
    else { throw .invalid("\(book.isbn): a title and authors are required") }
    guard book.pubdate.count == 8, book.pubdate.allSatisfy({ ("0"..."9").contains($0) }) else {
      throw .invalid("\(book.isbn): pubdate \(book.pubdate) is not yyyyMMdd")
    }
    guard book.price > 0, (book.discount ?? book.price) <= book.price, (book.discount ?? 1) > 0
    else { throw .invalid("\(book.isbn): price \(book.price), discount \(book.discount ?? 0)") }
    guard coverNames.contains(book.cover) else {
      throw .invalid("\(book.isbn): no cover named \(book.cover)")
    }
  }
}
