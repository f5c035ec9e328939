import Foundation

/// What a text control's character limit counts.
public enum TextLengthUnit: Sendable, Hashable {
  /// Characters as the user sees them (grapheme clusters): an emoji with a skin tone is one.
  case characters
  /// The Unicode scalars of the text's NFC form, as a database's `length()` counts stored
  /// NFC text: an emoji with a skin tone is two, an "é" typed as e + U+0301 is one.
  case unicodeScalars

  /// The length of one character in this unit.
  func length(of character: Character) -> Int {
    switch self {
    case .characters: 1
    case .unicodeScalars: Self.scalars(String(character))
    }
  }

  /// The length of `text` in this unit.
  func length(of text: String) -> Int {
    switch self {
    case .characters: text.count
    case .unicodeScalars: Self.scalars(text)
    }
  }

  private static func scalars(_ text: String) -> Int {
    text.precomposedStringWithCanonicalMapping.unicodeScalars.count
  }
}
