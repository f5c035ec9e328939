import BookKittyDomain

/// How well a search result fits the book the model named.
struct CandidateScore: Sendable {
  /// The search result.
  let book: BookInfo
  /// Its title (parentheses removed) against the model's title, 0 to 1.
  let titleSimilarity: Double
  /// Its best author against the model's author, 0 to 1.
  let authorSimilarity: Double
  /// `titleWeight × title + (1 − titleWeight) × author`.
  let score: Double

  /// Scores `book` against `label`. A book with several authors is scored with the author
  /// nearest the model's (the original compared the whole "A^B" text, so a co-written book
  /// never matched its first author).
  init(_ book: BookInfo, against label: BookLabel, titleWeight: Double) {
    self.book = book
    titleSimilarity = TextSimilarity.similarity(
      TextSimilarity.withoutParentheses(book.title), label.title)
    let authors = book.authors.isEmpty ? [book.author] : book.authors
    authorSimilarity =
      authors.map { TextSimilarity.similarity($0, label.author) }.max() ?? 0
    score = titleWeight * titleSimilarity + (1 - titleWeight) * authorSimilarity
  }

  /// True when both similarities reach their thresholds.
  func isMatch(titleThreshold: Double, authorThreshold: Double) -> Bool {
    titleSimilarity >= titleThreshold && authorSimilarity >= authorThreshold
  }
}
