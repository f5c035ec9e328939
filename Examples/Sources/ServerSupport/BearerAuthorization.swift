import Foundation

/// Reading `Authorization: Bearer <token>` and checking the token, for every server that asks
/// for one.
public enum BearerAuthorization {
  /// The token of an `Authorization: Bearer …` header (the scheme in any case); `nil` for no
  /// header, another scheme or an empty token.
  public static func token(in header: String?) -> String? {
    guard let header else { return nil }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    let token = parts[1].trimmingCharacters(in: .whitespaces)
    return token.isEmpty ? nil : token
  }

  /// True when `sent` is `expected`, compared in a time that depends on their lengths only, not
  /// on where they differ: a caller timing the answers learns nothing of the secret's bytes.
  public static func isMatch(_ sent: String, _ expected: String) -> Bool {
    let sent = Array(sent.utf8)
    let expected = Array(expected.utf8)
    var difference = UInt8(sent.count == expected.count ? 0 : 1)
    for index in expected.indices {
      difference |= expected[index] ^ (index < sent.count ? sent[index] : ~expected[index])
    }
    return difference == 0
  }
}
