/// How alike two texts are: `1 - distance / max(length)` with the Levenshtein distance over
/// characters, case-sensitive, as in the original.
///
/// Fixed: the original returned the other text's *length* when one text was empty, so an
/// empty author "matched" any author; here two empty texts are 1 and one empty text is 0.
enum TextSimilarity {
  /// The similarity of `a` and `b`, from 0 (nothing alike) to 1 (equal).
  static func similarity(_ a: String, _ b: String) -> Double {
    let left = Array(a)
    let right = Array(b)
    let longest = max(left.count, right.count)
    guard longest > 0 else { return 1 }
    guard !left.isEmpty, !right.isEmpty else { return 0 }
    return 1 - Double(distance(left, right)) / Double(longest)
  }

  /// The Levenshtein distance: insertions, deletions and substitutions of one character each.
  static func distance(_ left: [Character], _ right: [Character]) -> Int {
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (i, character) in left.enumerated() {
      current[0] = i + 1
      for j in 0..<right.count {
        let substitution = previous[j] + (character == right[j] ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }

  /// A search result's title without its parenthesized parts ("코스모스 (특별판)" → "코스모스"),
  /// what the original compared with the model's title; blanks left around are trimmed.
  static func withoutParentheses(_ title: String) -> String {
    var result = ""
    var depth = 0
    for character in title {
      if character == "(" {
        depth += 1
      } else if character == ")", depth > 0 {
        depth -= 1
      } else if depth == 0 {
        result.append(character)
      }
    }
    return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
