import Foundation
import ServerSupport

/// Where the secret that signs the tokens (HMAC-SHA256) comes from: given (tests, or
/// `DIMO_JWT_SECRET`, which every instance behind a load balancer must share), or a file in
/// the data folder, created once with mode 0600.
public enum DimoSigningKey: Sendable {
  /// This secret.
  case secret([UInt8])
  /// The secret in this file, made when missing.
  case file(URL)

  /// The environment variable that gives the secret (at least 32 bytes of text).
  public static let environmentVariable = "DIMO_JWT_SECRET"
  /// The file's name in the server's data folder.
  public static let fileName = "jwt-signing-key"
  /// The shortest secret accepted, in bytes.
  public static let minimumLength = 32

  /// `DIMO_JWT_SECRET` when set, else the file in `folder`.
  public static func resolved(environment: [String: String], folder: URL) -> DimoSigningKey {
    if let secret = environment[environmentVariable] {
      return .secret(Array(secret.utf8))
    }
    return .file(folder.appending(path: fileName))
  }

  /// A fresh random secret, as text fit for `DIMO_JWT_SECRET`.
  public static func newSecretText() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<48).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return Data(bytes).base64EncodedString()
  }

  /// The secret's bytes.
  /// - Throws: ``DimoServerError/signingKey(_:)`` for a short secret or a file that cannot be
  ///   made or read.
  func load() throws(DimoServerError) -> [UInt8] {
    switch self {
    case .secret(let bytes):
      guard bytes.count >= Self.minimumLength else {
        throw .signingKey(
          "the signing secret has \(bytes.count) bytes; it needs at least \(Self.minimumLength)")
      }
      return bytes
    case .file(let url):
      return try Self.readOrCreate(url)
    }
  }

  /// The key kept in `url`, made first when there is none (as a ``SecretFile``: written whole
  /// to a new 0600 file and linked into place, so two instances starting together share the
  /// first one's key and neither reads it half written).
  private static func readOrCreate(_ url: URL) throws(DimoServerError) -> [UInt8] {
    let file = SecretFile(url: url)
    let text: String?
    do {
      _ = try file.createIfMissing(holding: newSecretText() + "\n")
      text = try file.read()
    } catch {
      throw .signingKey(error.description)
    }
    let path = url.path(percentEncoded: false)
    guard let text, let bytes = Data(base64Encoded: text), bytes.count >= minimumLength else {
      throw .signingKey("\(path) does not hold a signing key; delete it to make one")
    }
    return Array(bytes)
  }
}
