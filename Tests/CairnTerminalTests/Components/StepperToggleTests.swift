import Testing

@testable import CairnTerminal

@Suite("Stepper and Toggle", .timeLimit(.minutes(1)))
struct StepperToggleTests {
  @Test("the stepper changes by step within its bounds")
  func stepperBounds() {
    var stepper = Stepper(value: 3, range: 1...99)
    #expect(stepper.handle(.right) as Bool)
    #expect(stepper.value == 4)
    stepper.handle(.char("+"))
    #expect(stepper.value == 5)
    press([.left, .char("-"), .left, .left, .left, .left]) { stepper.handle($0) }
    #expect(stepper.value == 1)
    #expect(stepper.handle(.left) as Bool)
    #expect(stepper.value == 1)
    stepper.value = 500
    #expect(stepper.value == 99)
    stepper.handle(.right)
    #expect(stepper.value == 99)
    #expect(!(stepper.handle(.up) as Bool))
    #expect(Stepper(value: -4, range: 1...99).value == 1)
    var byFive = Stepper(value: 10, range: 0...12, step: 5)
    byFive.handle(.right)
    #expect(byFive.value == 12)
  }

  @Test("the stepper draws − value + with the end at a bound dimmed")
  func stepperDrawing() {
    var stepper = Stepper(value: 3, range: 1...99)
    var buffer = drawn(width: 12, height: 1) {
      stepper.draw(into: &$0, in: fullRect(width: 12, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["−  3  +"])
    #expect(!buffer[0, 0].style.isDim)
    #expect(!buffer[0, 6].style.isDim)
    #expect(inverseColumns(in: buffer, row: 0) == [3])
    stepper.value = 1
    buffer = drawn(width: 12, height: 1) {
      stepper.draw(into: &$0, in: fullRect(width: 12, height: 1), isFocused: false)
    }
    #expect(buffer[0, 0].style.isDim)
    #expect(!buffer[0, 6].style.isDim)
    stepper.value = 99
    buffer = drawn(width: 12, height: 1) {
      stepper.draw(into: &$0, in: fullRect(width: 12, height: 1), isFocused: false)
    }
    #expect(buffer.lines == ["−  99  +"])
    #expect(buffer[0, 7].style.isDim)
    #expect(inverseColumns(in: buffer, row: 0).isEmpty)
    stepper.value = 9
    stepper.draw(into: &buffer, in: fullRect(width: 12, height: 1), isFocused: false)
    #expect(buffer.lines == ["−  9  +"])
  }

  @Test("a read-only stepper takes no keys")
  func stepperReadOnly() {
    var stepper = Stepper(value: 3, range: 1...9, isReadOnly: true)
    #expect(!(stepper.handle(.right) as Bool))
    #expect(stepper.value == 3)
  }

  @Test("Space and Enter toggle; the box shows the state")
  func toggle() {
    var toggle = Toggle("보유")
    var buffer = drawn(width: 12, height: 1) {
      toggle.draw(into: &$0, in: fullRect(width: 12, height: 1), isFocused: false)
    }
    #expect(buffer.lines == ["[ ] 보유"])
    #expect(toggle.handle(.char(" ")) as Bool)
    #expect(toggle.isOn)
    buffer = drawn(width: 12, height: 1) {
      toggle.draw(into: &$0, in: fullRect(width: 12, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["[x] 보유"])
    #expect(inverseColumns(in: buffer, row: 0) == Array(0..<8))
    #expect(toggle.handle(.enter) as Bool)
    #expect(!toggle.isOn)
    #expect(!(toggle.handle(.char("x")) as Bool))
    var readOnly = Toggle("보유", isOn: true, isReadOnly: true)
    #expect(!(readOnly.handle(.char(" ")) as Bool))
    #expect(readOnly.isOn)
  }
}
