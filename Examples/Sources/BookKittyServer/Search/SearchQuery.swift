import BookKittyAPI
import BookKittyDomain

/// A search request's parameters, read from the query string and checked against
/// ``BookSearchRules``.
struct SearchQuery: Hashable, Sendable {
  let query: String
  let display: Int
  let start: Int
  let sort: BookSearchSort

  /// Reads `query`, `display`, `start` and `sort`; a missing optional parameter takes its
  /// default (10, 1, `sim`).
  /// - Throws: the refusal naming the first bad parameter, with Naver's error code.
  static func parse(_ parameters: [String: String]) throws(SearchRefusal) -> SearchQuery {
    let text = (parameters["query"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else {
      throw .badQuery("query is required (a title or an author)")
    }
    guard text.count <= BookSearchRules.maximumQueryLength else {
      throw .badQuery(
        "query is \(text.count) characters; at most \(BookSearchRules.maximumQueryLength)")
    }
    let display = try number(
      parameters["display"], default: BookSearchRules.defaultDisplay,
      range: BookSearchRules.displayRange
    ) { SearchRefusal.badDisplay($0) }
    let start = try number(
      parameters["start"], default: 1, range: BookSearchRules.startRange
    ) { SearchRefusal.badStart($0) }
    var sort = BookSearchSort.sim
    if let value = parameters["sort"] {
      guard let parsed = BookSearchSort(rawValue: value) else {
        throw .badSort("sort must be sim or date, got \"\(value.prefix(40))\"")
      }
      sort = parsed
    }
    return SearchQuery(query: text, display: display, start: start, sort: sort)
  }

  private static func number(
    _ text: String?, default value: Int, range: ClosedRange<Int>,
    refusal: (String) -> SearchRefusal
  ) throws(SearchRefusal) -> Int {
    guard let text else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw refusal(
        "must be a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "got \"\(text.prefix(40))\"")
    }
    return number
  }
}
