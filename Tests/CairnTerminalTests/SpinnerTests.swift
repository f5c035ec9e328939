import Testing

@testable import CairnTerminal

@Suite("Spinner", .timeLimit(.minutes(1)))
struct SpinnerTests {
  @Test("tick advances one frame and wraps around")
  func advancesOnTick() {
    var spinner = Spinner()
    #expect(spinner.currentFrame == "⠋")
    spinner.tick()
    #expect(spinner.currentFrame == "⠙")
    for _ in 1..<Spinner.brailleFrames.count { spinner.tick() }
    #expect(spinner.currentFrame == "⠋")
    spinner.tick()
    spinner.reset()
    #expect(spinner.frameIndex == 0)
  }

  @Test("the ASCII fallback and empty frames")
  func fallsBackToASCII() {
    var spinner = Spinner(isASCIIOnly: true)
    #expect(spinner.currentFrame == "|")
    spinner.tick()
    #expect(spinner.currentFrame == "/")
    #expect(Spinner(frames: []).frames == Spinner.asciiFrames)
    #expect(Spinner.brailleFrames.allSatisfy { $0.displayWidth == 1 })
  }
}
