import BookKittyDomain

extension RecommendationPipeline {
  /// The books kept, once each, as the answer's cards show them (owned first, then by title:
  /// ``QuestionAnswer/isInAnswerOrder(_:before:)``), so that the reason text names them in the
  /// order of the cards. `owned` holds the ISBNs on the user's shelf.
  static func inAnswerOrder(_ books: [BookInfo], owned: Set<ISBN>) -> [BookLabel] {
    var seen: Set<ISBN> = []
    return books.filter { seen.insert($0.isbn).inserted }
      .sorted { lhs, rhs in
        QuestionAnswer.isInAnswerOrder(
          (owned.contains(lhs.isbn), lhs.title, lhs.isbn),
          before: (owned.contains(rhs.isbn), rhs.title, rhs.isbn))
      }
      .map(BookLabel.init)
  }
}
