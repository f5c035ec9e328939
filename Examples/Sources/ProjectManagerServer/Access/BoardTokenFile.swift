import Foundation
import ProjectManagerAPI
import ServerSupport

/// The board token of a server that keeps its records in a folder: `pm-board-token` beside
/// `pm-server.sqlite`, made on the first start with mode 0600 and read on every later one.
///
/// `cairn-apps serve` uses it, and `cairn-apps pm token` shows it. A file that does not hold a
/// token is an error, never replaced in silence: every device logged in with the old token
/// would be locked out without knowing why.
public struct BoardTokenFile: Sendable {
  /// The file's name in the server's folder.
  public static let fileName = "pm-board-token"

  private let file: SecretFile

  /// The token file of the server whose records are in `folder`.
  public init(folder: URL) {
    file = SecretFile(url: folder.appending(path: Self.fileName))
  }

  /// The file.
  public var url: URL { file.url }

  /// The kept token, made and kept first when there is none.
  /// - Returns: the token, and whether this call made it (then it has never been shown).
  /// - Throws: ``BoardTokenFileError`` when the file cannot be made or read, or does not hold a
  ///   token.
  public func loadOrCreate() throws(BoardTokenFileError) -> (token: BoardToken, isNew: Bool) {
    let made = BoardToken.random()
    let isNew: Bool
    do {
      isNew = try file.createIfMissing(holding: made.text + "\n")
    } catch {
      throw .unusable(error.description)
    }
    if isNew { return (made, true) }
    guard let kept = try load() else {
      throw .unusable("\(path) vanished while it was read")
    }
    return (kept, false)
  }

  /// The kept token; `nil` when none was ever made.
  /// - Throws: ``BoardTokenFileError`` when the file cannot be read or does not hold a token.
  public func load() throws(BoardTokenFileError) -> BoardToken? {
    let text: String?
    do {
      text = try file.read()
    } catch {
      throw .unusable(error.description)
    }
    guard let text else { return nil }
    guard let token = BoardToken(text) else { throw .damaged(path: path) }
    return token
  }

  private var path: String { url.path(percentEncoded: false) }
}

/// Why a server's board token cannot be used.
public enum BoardTokenFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or its folder cannot be made or read (the sentence says which and why).
  case unusable(String)
  /// The file is there but does not hold a token (empty, cut short, edited).
  case damaged(path: String)

  /// One sentence, with what to do.
  public var description: String {
    switch self {
    case .unusable(let sentence):
      "Cannot use the board token file: \(sentence)."
    case .damaged(let path):
      "\(path) does not hold a board token (\(BoardToken.shape)); restore it, or delete it "
        + "so that `cairn-apps serve` makes a new one (every device must then log in again)."
    }
  }
}
