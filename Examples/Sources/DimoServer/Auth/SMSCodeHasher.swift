import Crypto
import Foundation

/// Keeps SMS codes out of the database: only HMAC-SHA256 of the number and the code, keyed by
/// the server's signing secret, is stored. A six-digit code has only a million values, so a
/// plain hash would fall to anyone who reads the database; without the secret it does not.
struct SMSCodeHasher: Sendable {
  private let key: SymmetricKey

  /// A hasher keyed by `secret`.
  init(secret: [UInt8]) {
    key = SymmetricKey(data: Data("dimo-sms-code".utf8) + Data(secret))
  }

  /// The stored form of `code` sent to `phoneNumber`: 64 hexadecimal digits.
  func hash(code: String, phoneNumber: String) -> String {
    let mac = HMAC<SHA256>.authenticationCode(
      for: Data("\(phoneNumber)\n\(code)".utf8), using: key)
    return mac.map { String(format: "%02x", $0) }.joined()
  }

  /// True when `code` hashes to `stored`, compared in constant time.
  func matches(code: String, phoneNumber: String, stored: String) -> Bool {
    let candidate = Array(hash(code: code, phoneNumber: phoneNumber).utf8)
    let expected = Array(stored.utf8)
    guard candidate.count == expected.count else { return false }
    return zip(candidate, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
