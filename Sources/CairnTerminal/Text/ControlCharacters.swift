/// The control characters a terminal must never receive from data: C0 (below U+0020), DEL and
/// C1 (U+0080–U+009F). One rule for every way text reaches a terminal: the screen buffer draws
/// them as nothing (``DisplayWidth`` gives them zero columns), text input drops them, and text
/// printed straight to a terminal (a command line's output) shows them escaped
/// (``escaped(_:keepingLineBreaks:)``), so that data can neither retitle, clear nor move the
/// terminal.
///
/// Printed text also shows the bidirectional controls escaped (``isBidiControl(_:)``): they draw
/// nothing yet reorder what follows them, so that a name or an answer could make the line read
/// differently from what it holds.
public enum ControlCharacters {
  /// True for a C0 control, DEL or a C1 control.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// True for a bidirectional control: the embeddings and overrides U+202A–U+202E, the isolates
  /// U+2066–U+2069, the marks U+200E, U+200F and the Arabic letter mark U+061C.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }

  /// `text` with every control character and bidirectional control written out: `\n`, `\t`,
  /// `\r`, and `\u{1B}` or `\u{202E}` for the others (the backslash itself is left as it is).
  /// Text without them is returned unchanged.
  ///
  /// With `keepingLineBreaks`, newlines stay newlines: for a paragraph printed as lines (an
  /// answer, a message), where only the other controls could harm the terminal.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    let harmful = { (scalar: Unicode.Scalar) in
      (contains(scalar) || isBidiControl(scalar)) && !(keepingLineBreaks && scalar == "\n")
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
