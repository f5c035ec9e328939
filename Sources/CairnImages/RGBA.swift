/// One pixel's 8-bit red, green, blue and alpha samples.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  /// Red.
  public var red: UInt8
  /// Green.
  public var green: UInt8
  /// Blue.
  public var blue: UInt8
  /// Alpha: 0 is transparent, 255 opaque.
  public var alpha: UInt8

  /// A pixel; opaque unless `alpha` is given.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// "r,g,b,a", for test messages.
  public var description: String { "\(red),\(green),\(blue),\(alpha)" }
}
