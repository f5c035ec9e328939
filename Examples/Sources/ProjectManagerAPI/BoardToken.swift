import Foundation

/// The secret a sync server asks of every device, sent as `Authorization: Bearer <token>`:
/// 32 random bytes written in base64url without padding, 43 characters of `A`–`Z`, `a`–`z`,
/// `0`–`9`, `-` and `_`.
///
/// `cairn-apps serve` makes one on its first start and keeps it in its data folder; a device
/// keeps the pair of server and token after `cairn-apps pm login`. Its ``description`` never
/// shows the secret, so that it cannot reach a log by accident; ``text`` does.
public struct BoardToken: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible
{
  /// How many random bytes a token holds.
  public static let byteCount = 32
  /// How many characters its text has.
  public static let textLength = 43
  /// What a token looks like, for error messages.
  public static let shape =
    "\(textLength) characters of A-Z, a-z, 0-9, - and _ (as `cairn-apps pm token` prints it)"

  /// The token as it is sent and typed.
  public let text: String

  /// Checks `text`; `nil` unless it is the base64url form of ``byteCount`` bytes, written as
  /// ``random()`` writes it (no padding, no other spelling of the same bytes).
  public init?(_ text: String) {
    guard text.utf8.count == Self.textLength,
      let bytes = Self.bytes(ofBase64URL: text), bytes.count == Self.byteCount,
      Self.base64URL(bytes) == text
    else { return nil }
    self.text = text
  }

  private init(bytes: [UInt8]) {
    text = Self.base64URL(bytes)
  }

  /// A new token of ``byteCount`` bytes from the system's secure random source.
  public static func random() -> BoardToken {
    var generator = SystemRandomNumberGenerator()
    return BoardToken(
      bytes: (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
  }

  /// Never the token itself (see ``text``).
  public var description: String { "BoardToken(<redacted>)" }
  /// Never the token itself (see ``text``).
  public var debugDescription: String { description }

  private static func base64URL(_ bytes: [UInt8]) -> String {
    String(
      Data(bytes).base64EncodedString()
        .replacing("+", with: "-").replacing("/", with: "_")
        .prefix { $0 != "=" })
  }

  private static func bytes(ofBase64URL text: String) -> [UInt8]? {
    let isBase64URL = text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        true
      default:
        false
      }
    }
    guard isBase64URL else { return nil }
    let standard = text.replacing("-", with: "+").replacing("_", with: "/")
    let padded = standard + String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: padded).map { [UInt8]($0) }
  }
}
