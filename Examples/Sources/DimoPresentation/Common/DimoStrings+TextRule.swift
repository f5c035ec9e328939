import DimoDomain

extension DimoStrings {
  /// The line under a field for text the rules refuse: the text rule's own sentence (a control
  /// character, a bidirectional control, a line break in a single-line field) as the server
  /// says it, else the field's usual `sentence` (its length and other limits).
  public static func ruleMessage(_ violation: DimoRuleViolation, otherwise sentence: String)
    -> String
  {
    switch violation {
    case .controlCharacter(let field): field.controlCharacterSentence
    case .lineBreak(let field): field.lineBreakSentence
    default: sentence
    }
  }

  /// The sentence for `text` when `check` refuses it (see ``ruleMessage(_:otherwise:)``), or
  /// nil when it passes.
  public static func ruleMessage(
    for text: String, otherwise sentence: String,
    _ check: (String) throws(DimoRuleViolation) -> String
  ) -> String? {
    do throws(DimoRuleViolation) {
      _ = try check(text)
      return nil
    } catch {
      return ruleMessage(error, otherwise: sentence)
    }
  }
}
