import Foundation

/// Why a database file or its folder could not be made private to its owner.
public struct PrivateFileError: Error, Equatable, Sendable, CustomStringConvertible,
  LocalizedError
{
  /// The file or folder.
  public let path: String
  /// What failed, in plain words (the system's message).
  public let reason: String

  /// The failure at `path`, and why.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// One sentence, naming the path.
  public var description: String { "cannot make \(path) private to its owner: \(reason)" }

  /// The same sentence, for callers that show `localizedDescription`.
  public var errorDescription: String? { description }
}
