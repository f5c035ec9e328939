import Testing

@testable import CairnTerminal

@Suite("DisplayWidth", .timeLimit(.minutes(1)))
struct DisplayWidthTests {
  @Test("ASCII is one column per character; control characters take none")
  func measuresASCII() {
    #expect("hello, world".displayWidth == 12)
    #expect("".displayWidth == 0)
    #expect(Character("\t").displayWidth == 0)
    #expect(Character("\u{7F}").displayWidth == 0)
    #expect("a\u{1B}b".displayWidth == 2)
  }

  // snippet: display-width-wide
  @Test("Hangul syllables, CJK and fullwidth forms take two columns")
  func measuresWideScripts() {
    #expect("한글".displayWidth == 4)
    #expect("가나다".displayWidth == 6)
    #expect("漢字".displayWidth == 4)
    #expect("カタカナ".displayWidth == 8)
    #expect("ＡＢ".displayWidth == 4)
    #expect("할 일 3개".displayWidth == 9)
    #expect(Character("\u{3000}").displayWidth == 2)
    #expect(Character("\u{20000}").displayWidth == 2)
  }
  // end-snippet

  @Test("conjoining Hangul jamo form one two-column character")
  func measuresJamo() {
    #expect(Character("\u{1100}\u{1161}\u{11A8}").displayWidth == 2)
    #expect(DisplayWidth.columns(of: Unicode.Scalar(0x1161) ?? " ") == 0)
  }

  @Test("combining marks, ZWJ and variation selectors take no column")
  func measuresZeroWidth() {
    #expect("e\u{301}".displayWidth == 1)
    #expect("a\u{300}\u{316}b".displayWidth == 2)
    #expect(DisplayWidth.columns(of: Unicode.Scalar(0x200D) ?? " ") == 0)
    #expect(DisplayWidth.columns(of: Unicode.Scalar(0xFE0F) ?? " ") == 0)
    #expect(DisplayWidth.columns(of: Unicode.Scalar(0x301) ?? " ") == 0)
  }

  // snippet: display-width-emoji
  @Test("emoji: plain, ZWJ family, flag, skin tone, keycap and VS16 are two columns")
  func measuresEmoji() {
    #expect("👍".displayWidth == 2)
    #expect("👨‍👩‍👧".displayWidth == 2)
    #expect("🇰🇷".displayWidth == 2)
    #expect("👍🏽".displayWidth == 2)
    #expect("1\u{FE0F}\u{20E3}".displayWidth == 2)
    #expect("\u{2764}\u{FE0F}".displayWidth == 2)
    #expect("\u{2764}".displayWidth == 1)
    #expect("✅ 완료".displayWidth == 7)
  }
  // end-snippet

  @Test("Latin, Greek, Cyrillic and box drawing are one column")
  func measuresNarrowScripts() {
    #expect("café".displayWidth == 4)
    #expect("Ωμέγα".displayWidth == 5)
    #expect("Привет".displayWidth == 6)
    #expect("─│┌┐…".displayWidth == 5)
  }
}
