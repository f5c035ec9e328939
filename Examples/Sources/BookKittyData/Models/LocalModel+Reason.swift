import BookKittyAPI
import BookKittyDomain
import Foundation

extension LocalModel {
  /// The most characters written per book, as the reason prompt asks.
  static let reasonLimit = 140

  /// For each book, its title and the sentences of its own description that fit the question
  /// best, at most 140 characters per book; no line breaks.
  public func requestReason(question: String, books labels: [BookLabel])
    async throws(BookKittyError) -> String
  {
    let questionTokens = Set(SearchTokenizer.tokens(in: question))
    let parts = labels.map { label -> String in
      guard let book = books.first(where: { $0.title == label.title }) else { return label.title }
      return "\(book.title): " + Self.summary(of: book.description, for: questionTokens)
    }
    return parts.joined(separator: " ")
  }

  /// The description's sentence sharing the most tokens with the question (the first on a tie),
  /// followed by its last sentence (the description's recommendation) when both fit.
  static func summary(of description: String, for question: Set<String>) -> String {
    let sentences = Self.sentences(of: description)
    guard let first = sentences.first else { return "" }
    let best =
      sentences.enumerated().max { lhs, rhs in
        let left = question.intersection(SearchTokenizer.tokens(in: lhs.element)).count
        let right = question.intersection(SearchTokenizer.tokens(in: rhs.element)).count
        return left != right ? left < right : lhs.offset > rhs.offset
      }?.element ?? first
    var text = best
    if let last = sentences.last, last != best, text.count + 1 + last.count <= reasonLimit {
      text += " " + last
    }
    return text.count <= reasonLimit ? text : String(text.prefix(reasonLimit - 1)) + "…"
  }

  /// The sentences of a text: split after ".", "!" or "?" followed by a blank or the end.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var previous: Character?
    for character in text.replacingOccurrences(of: "\n", with: " ") {
      if character.isWhitespace, let previous, ".!?".contains(previous) {
        sentences.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let rest = current.trimmingCharacters(in: .whitespaces)
    if !rest.isEmpty { sentences.append(rest) }
    return sentences.filter { !$0.isEmpty }
  }
}
