/// The xterm 256-color palette's 6×6×6 color cube (entries 16–231) and grey ramp (232–255),
/// which 24-bit colors are mapped onto where the terminal has not announced 24-bit color.
/// Entries 0–15 are left out: terminal themes change them.
extension TerminalColor {
  /// The channel values of the color cube's six steps.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The palette entry closest to a 24-bit color (squared distance in RGB), from the color
  /// cube or the grey ramp.
  public static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let (red, green, blue) = (Int(red), Int(green), Int(blue))
    let (redStep, greenStep, blueStep) = (
      nearestCubeStep(red), nearestCubeStep(green), nearestCubeStep(blue)
    )
    let cubeDistance =
      squared(red - cubeLevels[redStep]) + squared(green - cubeLevels[greenStep])
      + squared(blue - cubeLevels[blueStep])
    let greyStep = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
    let grey = 8 + 10 * greyStep
    let greyDistance = squared(red - grey) + squared(green - grey) + squared(blue - grey)
    guard greyDistance < cubeDistance else {
      return UInt8(16 + 36 * redStep + 6 * greenStep + blueStep)
    }
    return UInt8(232 + greyStep)
  }

  /// The 24-bit color of palette entry `index` in the cube or grey ramp; `nil` for 0–15.
  public static func paletteRGB(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8)? {
    switch index {
    case 16...231:
      let cube = Int(index) - 16
      return (
        UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6])
      )
    case 232...255:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    default:
      return nil
    }
  }

  private static func squared(_ value: Int) -> Int { value * value }

  /// The cube step (0–5) whose level is closest to `value`.
  private static func nearestCubeStep(_ value: Int) -> Int {
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return (value - 35) / 40
  }
}
