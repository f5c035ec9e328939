import BookKittyAPI
import BookKittyDomain

/// Finds catalog books by their title and authors, as the book search does.
///
/// A book matches when **every word** of the query occurs in its title or authors (so an
/// invented title finds nothing, and "사피" finds "사피엔스"); matches are ranked by BM25 over
/// the title (counted twice) and the authors, or by publication day with `sort=date`.
struct SearchIndex: Sendable {
  private let books: [CatalogBook]
  /// Each book's title and author words, lowercased and joined by spaces, as UTF-8: matching
  /// bytes is several times faster than `String.contains`, which goes through Foundation.
  private let haystacks: [[UInt8]]
  private let ranking: BM25Index

  init(books: [CatalogBook]) {
    self.books = books
    haystacks = books.map { book in
      Array(
        SearchTokenizer.words(in: book.title + " " + book.authors.joined(separator: " "))
          .joined(separator: " ").utf8)
    }
    ranking = BM25Index(
      documents: books.map { book in
        [
          BM25Index.Field(book.title, weight: 2),
          BM25Index.Field(book.authors.joined(separator: " ")),
        ]
      })
  }

  /// The positions of every matching book, in the order asked for.
  func search(_ query: String, sort: BookSearchSort) -> [Int] {
    let words = SearchTokenizer.words(in: query).map { Array($0.utf8) }
    guard !words.isEmpty else { return [] }
    let matches = haystacks.indices.filter { index in
      words.allSatisfy { Self.bytes(haystacks[index], contain: $0) }
    }
    switch sort {
    case .sim:
      let scores = ranking.scores(for: query)
      return matches.sorted { lhs, rhs in
        let (left, right) = (scores[lhs] ?? 0, scores[rhs] ?? 0)
        return left != right ? left > right : books[lhs].title < books[rhs].title
      }
    case .date:
      return matches.sorted { lhs, rhs in
        let (left, right) = (books[lhs].pubdate, books[rhs].pubdate)
        return left != right ? left > right : books[lhs].title < books[rhs].title
      }
    }
  }

  /// True when `needle` occurs in `haystack` (both UTF-8, so a match is a whole character).
  static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    let first = needle[0]
    var start = 0
    while start <= haystack.count - needle.count {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }
}
