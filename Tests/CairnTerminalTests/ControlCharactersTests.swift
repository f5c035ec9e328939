import CairnTerminal
import Testing

@Suite("Control characters escaped for a command line's output", .timeLimit(.minutes(1)))
struct ControlCharactersTests {
  @Test func everyControlIsWrittenOutAndOtherTextIsKept() {
    #expect(ControlCharacters.escaped("회의 🎉 café") == "회의 🎉 café")
    #expect(
      ControlCharacters.escaped("a\u{1B}]2;owned\u{7}\u{1B}[2Jb")
        == #"a\u{1B}]2;owned\u{7}\u{1B}[2Jb"#)
    #expect(ControlCharacters.escaped("a\nb\tc\rd") == #"a\nb\tc\rd"#)
    #expect(ControlCharacters.escaped("\u{7F}\u{9B}") == #"\u{7F}\u{9B}"#)
  }

  @Test func aParagraphKeepsItsLineBreaksAndLosesTheRest() {
    #expect(
      ControlCharacters.escaped("첫 줄\n둘째\u{1B}[2J\t줄", keepingLineBreaks: true)
        == "첫 줄\n둘째\\u{1B}[2J\\t줄")
  }
}
