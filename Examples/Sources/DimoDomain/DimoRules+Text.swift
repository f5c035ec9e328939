/// The one rule for the characters of a stored text, whatever the field: no control character
/// (C0, DEL, C1) and no bidirectional control that could reorder the text around it, so that a
/// name, a review or a search shows in every client and terminal as what it holds. Line breaks
/// and tabs only where the field has several lines (``DimoTextField/allowsLineBreaks``); there a
/// Windows line break (CR LF) is kept as a newline, a lone carriage return is refused.
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
    return String(scalars)
  }

  /// True for a character no stored text may hold: a C0 control, DEL, a C1 control, or a
  /// bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C). Line breaks
  /// and tabs are C0 controls too; ``checkedCharacters(_:in:)`` lets multi-line fields keep them.
  public static func isRefusedInText(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}
