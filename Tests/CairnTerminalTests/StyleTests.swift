import Testing

@testable import CairnTerminal

@Suite("Style and ColorMode", .timeLimit(.minutes(1)))
struct StyleTests {
  @Test("semantic roles map to the expected SGR sequences")
  func mapsRolesToSGR() {
    #expect(Style.normal.sgrSequence(in: .color) == "\u{1B}[0m")
    #expect(Style.secondary.sgrSequence(in: .color) == "\u{1B}[0;2m")
    #expect(Style.title.sgrSequence(in: .color) == "\u{1B}[0;1m")
    #expect(Style.selected.sgrSequence(in: .color) == "\u{1B}[0;7m")
    #expect(Style.danger.sgrSequence(in: .color) == "\u{1B}[0;31m")
    #expect(Style.success.sgrSequence(in: .color) == "\u{1B}[0;32m")
    #expect(Style.warning.sgrSequence(in: .color) == "\u{1B}[0;33m")
    #expect(Style.accent.sgrSequence(in: .color) == "\u{1B}[0;36m")
    #expect(Style.strikethrough.sgrSequence(in: .color) == "\u{1B}[0;9m")
  }

  // snippet: no-color
  @Test("monochrome drops colors but keeps bold, dim, inverse and strikethrough")
  func dropsColorsInMonochrome() {
    let overdueSelected = Style.selected.merging(.danger).merging(.strikethrough)
    #expect(overdueSelected.sgrSequence(in: .color) == "\u{1B}[0;7;9;31m")
    #expect(overdueSelected.sgrSequence(in: .monochrome) == "\u{1B}[0;7;9m")
    #expect(Style.danger.sgrSequence(in: .monochrome) == "\u{1B}[0m")
    #expect(Style(background: .palette(236)).sgrSequence(in: .color) == "\u{1B}[0;48;5;236m")
  }

  @Test("NO_COLOR set and non-empty selects monochrome; empty or absent does not")
  func detectsNoColor() {
    #expect(ColorMode.detect(environment: ["NO_COLOR": "1"]) == .monochrome)
    #expect(ColorMode.detect(environment: ["NO_COLOR": ""]) == .color)
    #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .color)
    #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .monochrome)
  }
  // end-snippet

  @Test("merging keeps the top style's colors and combines attributes")
  func mergesStyles() {
    let merged = Style(foreground: .green, isBold: true).merging(
      Style(foreground: .red, isDim: true))
    #expect(merged == Style(foreground: .red, isBold: true, isDim: true))
    #expect(Style.accent.merging(.normal) == .accent)
  }
}
