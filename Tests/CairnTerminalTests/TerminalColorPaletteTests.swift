import Testing

@testable import CairnTerminal

/// Squared RGB distance between a color and a palette entry of the cube or grey ramp.
private func distance(_ color: (Int, Int, Int), _ index: UInt8) -> Int {
  guard let entry = TerminalColor.paletteRGB(index) else { return .max }
  let red = color.0 - Int(entry.red)
  let green = color.1 - Int(entry.green)
  let blue = color.2 - Int(entry.blue)
  return red * red + green * green + blue * blue
}

@Suite("256-color palette", .timeLimit(.minutes(1)))
struct TerminalColorPaletteTests {
  @Test("well-known colors map to their xterm palette entries")
  func mapsKnownColors() {
    let cases: [((UInt8, UInt8, UInt8), UInt8)] = [
      ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 255, 0), 46),
      ((0, 0, 255), 21), ((95, 135, 175), 67), ((255, 128, 0), 208), ((128, 128, 128), 244),
      ((8, 8, 8), 232), ((238, 238, 238), 255), ((100, 100, 100), 241),
    ]
    for ((red, green, blue), index) in cases {
      #expect(
        TerminalColor.nearestPaletteIndex(red: red, green: green, blue: blue) == index,
        "\(red),\(green),\(blue)")
    }
  }

  @Test("every cube and grey entry maps back to itself; 0–15 have no fixed color")
  func roundTripsEntries() {
    for index in UInt8(16)...255 {
      let entry = TerminalColor.paletteRGB(index)
      #expect(
        entry.map {
          TerminalColor.nearestPaletteIndex(red: $0.red, green: $0.green, blue: $0.blue)
        } == index)
    }
    #expect(TerminalColor.paletteRGB(15) == nil)
  }

  @Test("the chosen entry is the nearest of all 240, over a grid of colors")
  func choosesNearestEntry() {
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 0, through: 255, by: 15) {
        for blue in stride(from: 0, through: 255, by: 15) {
          let color = (red, green, blue)
          let chosen = TerminalColor.nearestPaletteIndex(
            red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          let best = (UInt8(16)...255).map { distance(color, $0) }.min() ?? 0
          #expect(distance(color, chosen) == best, "\(color) → \(chosen)")
        }
      }
    }
  }

  // snippet: color-mode-detect
  @Test("COLORTERM=truecolor or 24bit announces 24-bit color; NO_COLOR still wins")
  func detectsTrueColor() {
    #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "yes"]) == .color)
    #expect(
      ColorMode.detect(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == .monochrome)
    #expect(
      ColorMode.detect(environment: ["COLORTERM": "truecolor", "TERM": "dumb"]) == .monochrome)
  }
  // end-snippet
}
