/// Splits Korean and Latin text into the tokens relevance is computed on: lowercased words
/// (runs of letters and digits), and for words with Hangul also their two-syllable pieces, so
/// that "계획적인" and "계획을" meet on "계획" although Korean glues particles to words.
public enum SearchTokenizer {
  /// The lowercased words of `text`: runs of letters and digits, punctuation dropped.
  public static func words(in text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// The words of `text`, each followed by its character bigrams when it holds Hangul and has
  /// more than two characters.
  public static func tokens(in text: String) -> [String] {
    var tokens: [String] = []
    for word in words(in: text) {
      tokens.append(word)
      let characters = Array(word)
      guard characters.count > 2, characters.contains(where: isHangul) else { continue }
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
