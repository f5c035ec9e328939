import CairnNavigation
import CairnTerminalTesting
import Testing

@testable import CairnTerminal

/// A screen's content for the picture tests: a dish's name and its photo's PNG bytes.
@MainActor
final class DishModel {
  let name: String
  let photo: [UInt8]
  init(name: String, photo: [UInt8]) {
    self.name = name
    self.photo = photo
  }
}

// snippet: picture-screen
/// Shows a dish's photo with its name beside it; the photo's text line where the photo cannot
/// be drawn (NO_COLOR, too little room, bytes that are not a PNG).
@MainActor
final class DishScreen: TerminalScreen {
  let model: DishModel
  let photo: TerminalImage

  init(model: DishModel) {
    self.model = model
    photo = TerminalImage(png: model.photo)  // decoded once, not on every frame
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let (left, right) = rect.splitLeft(16)
    photo.draw(into: &buffer, in: left, context: context, fallback: "🖼 photo")
    buffer.write(model.name, in: right.inset(left: 1), style: .title)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool { false }
}
// end-snippet

/// A front end showing one `DishScreen` of a 16 × 12 photo: red on top, blue below.
@MainActor
private func dishFrontEnd() -> TerminalFrontEnd {
  let photo = TestPNG.stripes([(255, 0, 0), (0, 0, 255)], width: 16, rowsPerColor: 6).encoded
  let navigator = Navigator()
  navigator.router().push(DishModel(name: "Kimchi stew", photo: photo), name: "Dish", title: "Dish")
  return TerminalFrontEnd(navigator: navigator) { _, content, _ in
    (content as? DishModel).map(DishScreen.init)
  }
}

@Suite("Pictures on a screen", .timeLimit(.minutes(1)))
@MainActor
struct PictureScreenTests {
  // snippet: picture-color-modes
  @Test("the run loop's color mode reaches the screen: half blocks in color, text under NO_COLOR")
  func followsTheColorMode() {
    let trueColor = ColorMode.detect(environment: ["COLORTERM": "truecolor"])
    let colored = TerminalHarness(
      frontEnd: dishFrontEnd(), width: 40, height: 12, colorMode: trueColor)
    let red = TerminalColor.rgb(red: 255, green: 0, blue: 0)
    #expect(colored.lines[2].hasPrefix("▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀ Kimchi stew"))
    #expect(colored.style(row: 2, col: 0) == Style(foreground: red, background: red))

    let noColor = ColorMode.detect(environment: ["NO_COLOR": "1"])
    let plain = TerminalHarness(frontEnd: dishFrontEnd(), width: 40, height: 12, colorMode: noColor)
    #expect(plain.lines[2] == "🖼 photo" + String(repeating: " ", count: 10) + "Kimchi stew")
    #expect(!plain.text.contains("▀"))
  }
  // end-snippet

  @Test("a 256-color terminal gets the palette's nearest colors")
  func usesThePaletteWithoutTrueColor() {
    let screen = TerminalHarness(frontEnd: dishFrontEnd(), width: 40, height: 12, colorMode: .color)
    #expect(
      screen.style(row: 2, col: 3) == Style(foreground: .palette(196), background: .palette(196)))
    #expect(
      screen.style(row: 7, col: 3) == Style(foreground: .palette(21), background: .palette(21)))
  }
}
