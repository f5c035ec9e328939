/// What the recommendation pipeline found for a question: owned books the model named exactly,
/// new books validated against the book search, and the reason text.
public struct Recommendation: Hashable, Sendable {
  /// The owned books the model picked, in the order it named them.
  public let ownedISBNs: [ISBN]
  /// The new books, as the book search describes them, in the order they were validated.
  public let newBooks: [BookInfo]
  /// The reason text shown under "추천해요".
  public let reason: String

  /// Creates a recommendation.
  public init(ownedISBNs: [ISBN], newBooks: [BookInfo], reason: String) {
    self.ownedISBNs = ownedISBNs
    self.newBooks = newBooks
    self.reason = reason
  }

  /// True when neither an owned nor a new book survived.
  public var isEmpty: Bool { ownedISBNs.isEmpty && newBooks.isEmpty }
}
