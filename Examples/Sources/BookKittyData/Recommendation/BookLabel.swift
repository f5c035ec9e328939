import BookKittyDomain

/// A book as the model names it: "도서명-저자명".
public struct BookLabel: Hashable, Sendable, CustomStringConvertible {
  /// The title.
  public let title: String
  /// The author (or authors, as one text).
  public let author: String

  /// A label of a title and an author.
  public init(title: String, author: String) {
    self.title = title
    self.author = author
  }

  /// The label of a stored book: its title and its whole author text.
  public init(_ book: BookInfo) {
    self.init(title: book.title, author: book.author)
  }

  /// "도서명-저자명".
  public var text: String { "\(title)-\(author)" }

  /// "도서명-저자명".
  public var description: String { text }

  // snippet: bookkitty-label-parsing
  /// Reads "도서명-저자명" as the model writes it.
  ///
  /// The original split at every "-", so that a subtitle ("CODE 코드 - 하드웨어와 …") broke the
  /// title and a text without "-" crashed the app. Here the separator is the **first "-" with no
  /// blank on either side** whose two sides are both non-empty: the model's "도서명-저자명" form,
  /// which skips a spaced subtitle dash and keeps a hyphen inside a name ("라울-게이브리얼
  /// 우르마", "장-폴 사르트르"). When there is no such "-", the **last** "-" that leaves both
  /// sides non-empty is taken ("도서명 - 저자명", a model that spaced its separator). Quotes and
  /// blanks around the text and each part are removed.
  /// - Throws: ``BookKittyError/invalidModelOutput(_:)`` when no "-" separates a title from an
  ///   author.
  public init(parsing reply: String) throws(BookKittyError) {
    let text = Self.unquoted(reply)
    var candidates: [(index: String.Index, isTight: Bool)] = []
    for index in text.indices where text[index] == "-" {
      let title = text[..<index].trimmingCharacters(in: .whitespaces)
      let author = text[text.index(after: index)...].trimmingCharacters(in: .whitespaces)
      guard !title.isEmpty, !author.isEmpty else { continue }
      let before = text[text.index(before: index)]
      let after = text[text.index(after: index)]
      candidates.append((index, !before.isWhitespace && !after.isWhitespace))
    }
    guard let split = candidates.first(where: \.isTight) ?? candidates.last else {
      throw .invalidModelOutput("\"\(text.prefix(80))\" is not in the form 도서명-저자명")
    }
    title = text[..<split.index].trimmingCharacters(in: .whitespaces)
    author = text[text.index(after: split.index)...].trimmingCharacters(in: .whitespaces)
  }
  // end-snippet

  /// The text without surrounding blanks and quotation marks.
  static func unquoted(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: "\"'“”‘’")))
  }
}
