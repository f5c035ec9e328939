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

  @Test func bidiControlsAreWrittenOutLikeTheOtherControls() {
    #expect(ControlCharacters.escaped("abc\u{202E}gpj.exe") == #"abc\u{202E}gpj.exe"#)
    #expect(
      ControlCharacters.escaped("\u{202A}\u{202B}\u{202C}\u{202D}")
        == #"\u{202A}\u{202B}\u{202C}\u{202D}"#)
    #expect(
      ControlCharacters.escaped("\u{2066}\u{2067}\u{2068}\u{2069}")
        == #"\u{2066}\u{2067}\u{2068}\u{2069}"#)
    #expect(ControlCharacters.escaped("\u{200E}\u{200F}\u{61C}") == #"\u{200E}\u{200F}\u{61C}"#)
    #expect(
      ControlCharacters.escaped("첫 줄\n\u{202E}둘째", keepingLineBreaks: true)
        == "첫 줄\n\\u{202E}둘째")
    #expect(ControlCharacters.escaped("a\u{200D}b") == "a\u{200D}b", "a joiner is not a control")
  }

  @Test func aParagraphKeepsItsLineBreaksAndLosesTheRest() {
    #expect(
      ControlCharacters.escaped("첫 줄\n둘째\u{1B}[2J\t줄", keepingLineBreaks: true)
        == "첫 줄\n둘째\\u{1B}[2J\\t줄")
  }
}
