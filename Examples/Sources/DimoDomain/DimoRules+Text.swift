import Foundation

/// The one rule for the characters of a stored text, whatever the field: no control character
/// (C0, DEL, C1), no bidirectional control that could reorder the text around it, and no
/// invisible character that would make two texts look alike (zero-width spaces, the Hangul
/// fillers), so that a name, a review or a search shows in every client and terminal as what it
/// holds. Line breaks and tabs only where the field has several lines
/// (``DimoTextField/allowsLineBreaks``); there a Windows line break (CR LF) is kept as a
/// newline, a lone carriage return is refused. What is kept is stored in Unicode's composed form
/// (NFC), so that "관리자" typed as decomposed jamo is the same nickname as the composed one.
extension DimoRules {
  /// `text` when its characters follow the rule for `field` (its CR LF pairs made newlines
  /// where line breaks are allowed).
  /// - Throws: ``DimoRuleViolation/lineBreak(_:)`` for a line break or tab in a single-line
  ///   field, ``DimoRuleViolation/controlCharacter(_:)`` for any other refused character.
  public static func checkedCharacters(
    _ text: String, in field: DimoTextField
  ) throws(DimoRuleViolation) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingReturn = false
    for scalar in text.unicodeScalars {
      if pendingReturn {
        guard scalar == "\n" else { throw .controlCharacter(field) }
        pendingReturn = false
      }
      switch scalar {
      case "\n", "\t":
        guard field.allowsLineBreaks else { throw .lineBreak(field) }
      case "\r":
        guard field.allowsLineBreaks else { throw .lineBreak(field) }
        pendingReturn = true
        continue
      default:
        guard !isRefusedInText(scalar) else { throw .controlCharacter(field) }
      }
      scalars.append(scalar)
    }
    guard !pendingReturn else { throw .controlCharacter(field) }
    return String(scalars).precomposedStringWithCanonicalMapping
  }

  /// True for a character no stored text may hold: a C0 control, DEL, a C1 control, a line
  /// or paragraph separator (U+2028, U+2029), a Hangul filler (U+115F, U+1160, U+3164, U+FFA0:
  /// blank), or an invisible format character — the bidirectional controls (U+202A–U+202E,
  /// U+2066–U+2069, U+200E, U+200F, U+061C), zero-width spaces, the byte-order mark, tags —
  /// except the joiners U+200C and U+200D that emoji sequences and some scripts need. Line
  /// breaks and tabs are C0 controls too; ``checkedCharacters(_:in:)`` lets multi-line fields
  /// keep them.
  public static func isRefusedInText(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x2028, 0x2029, 0x115F, 0x1160, 0x3164, 0xFFA0: true
    case 0x200C, 0x200D: false
    default: scalar.properties.generalCategory == .format
    }
  }
}
