import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text message the server sent (an SMS code, a one-time password).
public struct SMSMessage: Codable, Equatable, Sendable {
  /// When.
  public var sentAt: Date
  /// To whom: `010-1234-5678`.
  public var phoneNumber: String
  /// The text.
  public var text: String

  enum CodingKeys: String, CodingKey {
    case text
    case sentAt = "sent_at"
    case phoneNumber = "phone_number"
  }

  /// Creates a message.
  public init(sentAt: Date, phoneNumber: String, text: String) {
    self.sentAt = sentAt
    self.phoneNumber = phoneNumber
    self.text = text
  }
}

/// Where the embedded server delivers text messages, since no SMS gateway is reachable: a file
/// in its data folder, one JSON object per line, mode 0600 (the messages hold codes and
/// one-time passwords). `cairn-apps dimo codes` prints it.
public final class SMSOutbox: Sendable {
  /// The file's name in the server's data folder.
  public static let fileName = "sms-outbox.jsonl"

  /// The file.
  public let url: URL
  private let lock = NSLock()

  /// An outbox writing to `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Appends a message.
  func deliver(_ message: SMSMessage) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    let line = try encoder.encode(message) + Data("\n".utf8)
    try lock.withLock {
      // O_APPEND: a line is written whole at the end even when two processes share the file.
      let descriptor = open(url.path(percentEncoded: false), O_WRONLY | O_CREAT | O_APPEND, 0o600)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
      defer { close(descriptor) }
      let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written == line.count else { throw CocoaError(.fileWriteUnknown) }
    }
  }

  /// Every message delivered so far, oldest first; an unreadable line is an error.
  public func messages() throws -> [SMSMessage] {
    try Self.messages(at: url)
  }

  /// The messages of the outbox file at `url` (none when it does not exist).
  public static func messages(at url: URL) throws -> [SMSMessage] {
    guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) else {
      return []
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").enumerated().map { index, line in
      do {
        return try decoder.decode(SMSMessage.self, from: Data(line.utf8))
      } catch {
        throw OutboxDamage(line: index + 1)
      }
    }
  }
}

/// A line of the outbox that is not a message.
public struct OutboxDamage: Error, CustomStringConvertible {
  /// The line's number, from 1.
  public let line: Int

  /// One sentence.
  public var description: String { "line \(line) of the SMS outbox is not a message" }
}
