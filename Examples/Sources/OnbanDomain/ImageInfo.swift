/// What is known about a loaded image: the terminal shows its alternative text and size.
public struct ImageInfo: Hashable, Sendable {
  /// The number of bytes.
  public let byteCount: Int
  /// Pixel width, when the format could be read.
  public let width: Int?
  /// Pixel height, when the format could be read.
  public let height: Int?

  /// Creates image info.
  public init(byteCount: Int, width: Int?, height: Int?) {
    self.byteCount = byteCount
    self.width = width
    self.height = height
  }
}
