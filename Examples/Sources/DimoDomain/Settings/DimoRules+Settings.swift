extension DimoRules {
  /// The free text of a withdrawal: at most 100 characters. With the longest reason's label it
  /// still fits ``dropReasonLength``, which the server and the database enforce.
  public static let withdrawTextLength = 0...100
  /// A 1:1 inquiry's text: 5 to 1000 characters, surrounding white space not counted.
  public static let inquiryLength = 5...1000
  /// A notice's title: 1 to 100 characters.
  public static let noticeTitleLength = 1...100

  /// An inquiry's text, trimmed and checked.
  public static func validatedInquiry(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, inquiryLength, .inquiry, field: .inquiry)
  }

  /// The free text of a withdrawal cut to ``withdrawTextLength`` (what the screen keeps).
  public static func limitedWithdrawText(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.prefix(withdrawTextLength.upperBound)))
  }
}
