/// Splits Korean and Latin text into the tokens relevance is computed on: lowercased words
/// (runs of letters and digits), and for words with Hangul also the word without its particle
/// and its two-syllable pieces, so that "계획적인" and "계획을" meet on "계획", and "삶을" and
/// "삶이" on "삶", although Korean glues particles to words.
public enum SearchTokenizer {
  /// One-syllable particles dropped from the end of a Hangul word for its stem.
  static let particles: Set<Character> = [
    "을", "를", "이", "가", "은", "는", "에", "의", "로", "와", "과", "도", "만",
  ]

  /// The lowercased words of `text`: runs of letters and digits, punctuation dropped.
  public static func words(in text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// The words of `text`, each followed, when it holds Hangul, by its stem without a final
  /// particle (for two or more characters) and its character bigrams (for more than two).
  public static func tokens(in text: String) -> [String] {
    var tokens: [String] = []
    for word in words(in: text) {
      tokens.append(word)
      let characters = Array(word)
      guard characters.contains(where: isHangul) else { continue }
      if characters.count >= 2, let last = characters.last, particles.contains(last) {
        tokens.append(String(characters.dropLast()))
      }
      guard characters.count > 2 else { continue }
      for start in 0..<(characters.count - 1) {
        tokens.append(String(characters[start...(start + 1)]))
      }
    }
    return tokens
  }

  /// True for a Hangul syllable or jamo.
  static func isHangul(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
        || (0x3130...0x318F).contains(scalar.value)
    }
  }
}
