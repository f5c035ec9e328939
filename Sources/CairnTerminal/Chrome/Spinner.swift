/// An activity indicator whose frame advances only when the app calls `tick()`: it has
/// no timer, so the app decides the pace and tests stay deterministic.
public struct Spinner: Sendable, Hashable {
  /// Braille dots turning in place, one column wide.
  public static let brailleFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// A plain ASCII line turning, for terminals without Unicode fonts.
  public static let asciiFrames = ["|", "/", "-", "\\"]

  /// The frames, in order; never empty.
  public let frames: [String]
  /// Index of the frame shown now.
  public private(set) var frameIndex = 0

  /// A spinner over `frames` (the ASCII frames if `frames` is empty).
  public init(frames: [String] = Spinner.brailleFrames) {
    self.frames = frames.isEmpty ? Self.asciiFrames : frames
  }

  /// A spinner with the Braille frames, or the ASCII ones when `isASCIIOnly`.
  public init(isASCIIOnly: Bool) {
    self.init(frames: isASCIIOnly ? Self.asciiFrames : Self.brailleFrames)
  }

  /// The frame to draw now.
  public var currentFrame: String { frames[frameIndex] }

  /// Advances to the next frame, wrapping around after the last.
  public mutating func tick() {
    frameIndex = (frameIndex + 1) % frames.count
  }

  /// Goes back to the first frame.
  public mutating func reset() {
    frameIndex = 0
  }
}
