import Foundation

/// An image as loaded: its bytes, and its size when the format could be read.
public struct ImageInfo: Hashable, Sendable {
  /// The image file's bytes (a PNG for the Onban server's pictures).
  public let data: Data
  /// Pixel width, when the format could be read.
  public let width: Int?
  /// Pixel height, when the format could be read.
  public let height: Int?

  /// The number of bytes.
  public var byteCount: Int { data.count }

  /// Creates image info.
  public init(data: Data, width: Int?, height: Int?) {
    self.data = data
    self.width = width
    self.height = height
  }
}
