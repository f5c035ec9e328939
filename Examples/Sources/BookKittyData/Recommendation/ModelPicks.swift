import BookKittyDomain
import Foundation

/// The model's answer to a question: `{"recommendationOwned": ["도서명-저자명"],
/// "recommendationNew": ["도서명-저자명"]}` — 0 to 3 of the user's books, 1 to 3 new ones.
public struct ModelPicks: Codable, Hashable, Sendable {
  /// Owned books, written exactly as the model was given them.
  public let recommendationOwned: [String]
  /// New books.
  public let recommendationNew: [String]

  /// Creates picks.
  public init(recommendationOwned: [String], recommendationNew: [String]) {
    self.recommendationOwned = recommendationOwned
    self.recommendationNew = recommendationNew
  }

  /// The JSON text a model answers with.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads the model's reply. A reply wrapped in a Markdown code fence is unwrapped first (the
  /// prompt forbids it, models do it anyway); `recommendationOwned` may be missing (no owned
  /// book fits).
  /// - Throws: ``BookKittyError/invalidModelOutput(_:)`` for anything else.
  public init(parsing reply: String) throws(BookKittyError) {
    struct Loose: Decodable {
      let recommendationOwned: [String]?
      let recommendationNew: [String]
    }
    let text = Self.unfenced(reply)
    do {
      let loose = try JSONDecoder().decode(Loose.self, from: Data(text.utf8))
      self.init(
        recommendationOwned: loose.recommendationOwned ?? [],
        recommendationNew: loose.recommendationNew)
    } catch {
      throw .invalidModelOutput(
        "the picks are not the JSON asked for: \(text.prefix(120).debugDescription)")
    }
  }

  /// The text inside a ```` ``` ```` fence (an optional language tag after the opening one).
  static func unfenced(_ reply: String) -> String {
    let text = reply.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("```"), text.hasSuffix("```"), text.count >= 6 else { return text }
    var inner = text.dropFirst(3).dropLast(3)
    if let newline = inner.firstIndex(of: "\n") { inner = inner[inner.index(after: newline)...] }
    return inner.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
