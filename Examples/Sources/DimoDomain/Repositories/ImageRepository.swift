import Foundation

/// Posters and portraits, by their path on the server.
public protocol DimoImageRepository: Sendable {
  /// The picture's bytes (PNG).
  func fetchImage(at path: String) async throws(DimoFailure) -> Data
}
