import Testing

@testable import CairnTerminal

@Suite("HelpOverlay and Toast", .timeLimit(.minutes(1)))
struct OverlayTests {
  // snippet: component-help-overlay
  @Test("the help overlay lists keys and descriptions in two columns in a centered box")
  func helpOverlay() {
    let hints = [KeyHint("n", "새 할 일"), KeyHint("Enter", "열기")]
    let buffer = drawn(width: 40, height: 12) {
      HelpOverlay(hints: hints).draw(into: &$0, in: fullRect(width: 40, height: 12))
    }
    let lines = buffer.lines
    #expect(lines[2].isEmpty)
    #expect(lines[3] == "       ┌─ Help ─────────────────┐")
    #expect(lines[4] == "       │ n      새 할 일        │")
    #expect(lines[5] == "       │ Enter  열기            │")
    #expect(lines[6] == "       │                        │")
    #expect(lines[7] == "       │ Press any key to close │")
    #expect(lines[8] == "       └────────────────────────┘")
    #expect(lines[9].isEmpty)
    #expect(buffer[4, 9].style == .accent)
  }
  // end-snippet

  @Test("a help list taller than the room says how many keys are left out")
  func helpOverflow() {
    let hints = (1...10).map { KeyHint("\($0)", "탭 \($0)") }
    let buffer = drawn(width: 40, height: 8) {
      HelpOverlay(hints: hints).draw(into: &$0, in: fullRect(width: 40, height: 8))
    }
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("탭 3"))
    #expect(!text.contains("탭 4"))
    #expect(text.contains("… and 7 more"))
  }

  @Test("the overlay's own texts come from the app's strings")
  func helpInTheAppsLanguage() {
    var strings = TerminalStrings.english
    strings.helpTitle = "도움말"
    strings.helpDismiss = "아무 키나 누르면 닫혀요"
    strings.helpMore = { "… 외 \($0)개" }
    let hints = (1...10).map { KeyHint("\($0)", "탭 \($0)") }
    let buffer = drawn(width: 40, height: 8) {
      HelpOverlay(hints: hints, strings: strings).draw(
        into: &$0, in: fullRect(width: 40, height: 8))
    }
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("─ 도움말 ─"))
    #expect(text.contains("… 외 7개"))
    #expect(text.contains("아무 키나 누르면 닫혀요"))
  }

  @Test("a toast is centered on the bottom row in its kind's style")
  func toastLine() {
    let buffer = drawn(width: 20, height: 2) {
      Toast(message: "저장했어요").draw(into: &$0, in: fullRect(width: 20, height: 2))
    }
    #expect(buffer.lines == ["", "     저장했어요"])
    #expect(buffer[1, 4].style.isInverse)
    let error = drawn(width: 20, height: 1) {
      Toast(message: "실패", kind: .error).draw(into: &$0, in: fullRect(width: 20, height: 1))
    }
    #expect(error[0, 8].style.foreground == .red)
    #expect(ToastKind.success.style.foreground == .green)
  }

  @Test("a toast with room for three rows is boxed")
  func toastBox() {
    let buffer = drawn(width: 16, height: 3) {
      Toast(message: "오류 발생", kind: .error).draw(into: &$0, in: fullRect(width: 16, height: 3))
    }
    #expect(buffer.lines == [" ┌───────────┐", " │ 오류 발생 │", " └───────────┘"])
    #expect(buffer[0, 1].style.foreground == .red)
    #expect(!buffer[0, 1].style.isInverse)
    #expect(buffer[1, 3].style.isInverse)
  }
}
