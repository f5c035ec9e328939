import Foundation

/// A loaded cover image: its bytes (PNG from the book-search server) and, when the header could
/// be read, its size in pixels.
public struct CoverImage: Hashable, Sendable {
  /// The image file's bytes.
  public let data: Data
  /// Width in pixels, when known.
  public let width: Int?
  /// Height in pixels, when known.
  public let height: Int?

  /// Wraps loaded bytes.
  public init(data: Data, width: Int?, height: Int?) {
    self.data = data
    self.width = width
    self.height = height
  }
}
