/// Rules shared by the text controls: what pasted or typed text may contain, how the
/// character limit cuts it, and how the counter reads.
enum TextInput {
  /// The counter shown beside a limited control: "12/100".
  static func counter(count: Int, limit: Int) -> String { "\(count)/\(limit)" }

  /// The characters of `text` that may be inserted: control characters dropped, tabs
  /// turned into spaces, and line breaks kept as "\n" (`keepsNewlines`) or turned into
  /// spaces; cut to `remaining`, counted in `unit`, when given.
  static func insertable(
    _ text: String, keepsNewlines: Bool, remaining: Int?, unit: TextLengthUnit = .characters
  ) -> [Character] {
    var result: [Character] = []
    var used = 0
    for character in text {
      let kept: Character
      if character == "\n" || character == "\r\n" || character == "\r" {
        kept = keepsNewlines ? "\n" : " "
      } else if character == "\t" {
        kept = " "
      } else if let first = character.unicodeScalars.first, isControl(first) {
        continue
      } else {
        kept = character
      }
      let length = unit.length(of: kept)
      if let remaining, used + length > remaining { break }
      used += length
      result.append(kept)
    }
    return result
  }

  /// The columns `characters` take together.
  static func width(of characters: ArraySlice<Character>) -> Int {
    characters.reduce(0) { $0 + $1.displayWidth }
  }

  /// The columns the cursor cell takes over `character` (at least one).
  static func cursorWidth(over character: Character?) -> Int {
    max(1, character?.displayWidth ?? 1)
  }

  /// The character at `index`, or `nil` past the end.
  static func character(in characters: [Character], at index: Int) -> Character? {
    characters.indices.contains(index) ? characters[index] : nil
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.contains(scalar)
  }
}
