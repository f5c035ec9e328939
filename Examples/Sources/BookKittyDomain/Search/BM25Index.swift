import Foundation

/// Ranks documents against a query with BM25 (k1 = 1.2, b = 0.75) over ``SearchTokenizer``
/// tokens. A document is made of weighted fields (a title may count more than a description):
/// a token's frequency and the document's length are summed over its fields times their weight.
///
/// Built once, read concurrently: the index is an immutable value.
public struct BM25Index: Sendable {
  /// One field of a document: its text and how much it counts.
  public struct Field: Sendable {
    /// The field's text.
    public let text: String
    /// How much one occurrence of a token here counts.
    public let weight: Double

    /// Creates a field.
    public init(_ text: String, weight: Double = 1) {
      self.text = text
      self.weight = weight
    }
  }

  private struct Posting: Sendable {
    let document: Int
    let frequency: Double
  }

  private static let k1 = 1.2
  private static let b = 0.75

  private let postings: [String: [Posting]]
  private let lengths: [Double]
  private let averageLength: Double

  /// Indexes `documents`; a document's position in the array is its index in the results.
  public init(documents: [[Field]]) {
    var postings: [String: [Posting]] = [:]
    var lengths: [Double] = []
    lengths.reserveCapacity(documents.count)
    for (index, fields) in documents.enumerated() {
      var frequencies: [String: Double] = [:]
      var length = 0.0
      for field in fields {
        for token in SearchTokenizer.tokens(in: field.text) {
          frequencies[token, default: 0] += field.weight
          length += field.weight
        }
      }
      lengths.append(length)
      for (token, frequency) in frequencies {
        postings[token, default: []].append(Posting(document: index, frequency: frequency))
      }
    }
    self.postings = postings
    self.lengths = lengths
    averageLength = lengths.isEmpty ? 1 : max(1, lengths.reduce(0, +) / Double(lengths.count))
  }

  /// The number of documents.
  public var count: Int { lengths.count }

  /// Every document sharing at least one token with `query`, with its score.
  public func scores(for query: String) -> [Int: Double] {
    var scores: [Int: Double] = [:]
    let total = Double(lengths.count)
    for token in Set(SearchTokenizer.tokens(in: query)) {
      guard let list = postings[token] else { continue }
      let matching = Double(list.count)
      let idf = log(1 + (total - matching + 0.5) / (matching + 0.5))
      for posting in list {
        let norm = 1 - Self.b + Self.b * lengths[posting.document] / averageLength
        let tf = posting.frequency
        scores[posting.document, default: 0] += idf * tf * (Self.k1 + 1) / (tf + Self.k1 * norm)
      }
    }
    return scores
  }

  /// The matching documents, best first; equal scores keep the documents' order.
  public func ranked(for query: String) -> [(index: Int, score: Double)] {
    scores(for: query).map { (index: $0.key, score: $0.value) }.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index
    }
  }
}
