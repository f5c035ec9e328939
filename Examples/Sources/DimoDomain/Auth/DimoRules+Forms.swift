extension DimoRules {
  /// A phone number typed as digits, formatted `3-4-4` as the user types (`010-1234-5678`);
  /// other characters are dropped and at most 11 digits kept.
  public static func formattedPhoneNumber(_ text: String) -> String {
    let digits = String(text.filter(\.isASCII).filter(\.isNumber).prefix(11))
    guard digits.count > 3 else { return digits }
    let first = digits.prefix(3)
    let rest = digits.dropFirst(3)
    guard rest.count > 4 else { return "\(first)-\(rest)" }
    return "\(first)-\(rest.prefix(4))-\(rest.dropFirst(4))"
  }

  /// True for a name, phone and carrier that may ask for a code (the "인증요청" button).
  public static func mayRequestCode(name: String, agency: String?, phoneNumber: String) -> Bool {
    (try? validatedName(name)) != nil && agency.map { agencies.contains($0) } == true
      && (try? validatedPhoneNumber(phoneNumber)) != nil
  }

  /// True for a code of ``smsCodeLength`` digits.
  public static func isCompleteCode(_ code: String) -> Bool {
    (try? validatedSMSCode(code)) != nil
  }
}
