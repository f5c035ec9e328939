/// The control characters a terminal must never receive from data: C0 (below U+0020), DEL and
/// C1 (U+0080–U+009F). One rule for every way text reaches a terminal: the screen buffer draws
/// them as nothing (``DisplayWidth`` gives them zero columns), text input drops them, and text
/// printed straight to a terminal (a command line's output) shows them escaped
/// (``escaped(_:)``), so that data can neither retitle, clear nor move the terminal.
public enum ControlCharacters {
  /// True for a C0 control, DEL or a C1 control.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// `text` with every control character written out: `\n`, `\t`, `\r`, and `\u{1B}` for the
  /// others (the backslash itself is left as it is). Text without control characters is
  /// returned unchanged.
  ///
  /// With `keepingLineBreaks`, newlines stay newlines: for a paragraph printed as lines (an
  /// answer, a message), where only the other controls could harm the terminal.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    let harmful = { (scalar: Unicode.Scalar) in
      contains(scalar) && !(keepingLineBreaks && scalar == "\n")
    }
    guard text.unicodeScalars.contains(where: harmful) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard harmful(scalar) else {
        result.append(scalar)
        continue
      }
      let written: String =
        switch scalar {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      result.append(contentsOf: written.unicodeScalars)
    }
    return String(result)
  }
}
