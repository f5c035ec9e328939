import Testing

@testable import CairnTerminal

@Suite("Truncating and padding by display width", .timeLimit(.minutes(1)))
struct TextFittingTests {
  @Test("text that fits is unchanged")
  func keepsFittingText() {
    #expect("abc".truncated(to: 3) == "abc")
    #expect("한글".truncated(to: 4) == "한글")
    #expect("abc".truncated(to: 10) == "abc")
  }

  @Test("ASCII is cut with an ellipsis to exactly the width")
  func truncatesASCII() {
    #expect("abcdef".truncated(to: 4) == "abc…")
    #expect("abcdef".truncated(to: 1) == "…")
    #expect("abcdef".truncated(to: 0) == "")
    #expect("abcdef".truncated(to: -3) == "")
  }

  // snippet: text-fitting-wide
  @Test("a wide character is never split; a space pads the hole")
  func neverSplitsWideCharacters() {
    #expect("가나다".truncated(to: 4) == "가… ")
    #expect("가나다".truncated(to: 4).displayWidth == 4)
    #expect("가나다".truncated(to: 5) == "가나…")
    #expect("가나다".truncated(to: 2) == "… ")
    #expect("a👍b👍".truncated(to: 4) == "a👍…")
    #expect("ab👍c".truncated(to: 4) == "ab… ")
    for columns in 0...8 {
      #expect("한a글b👨‍👩‍👧".truncated(to: columns).displayWidth == min(columns, 8))
    }
  }
  // end-snippet

  @Test("padding adds spaces by display width, on the chosen side")
  func padsByWidth() {
    #expect("한".padded(to: 4) == "한  ")
    #expect("한".padded(to: 4, alignment: .trailing) == "  한")
    #expect("ab".padded(to: 5, alignment: .center) == " ab  ")
    #expect("abcdef".padded(to: 3) == "abcdef")
  }

  @Test("fitted makes any text exactly the width")
  func fitsExactly() {
    #expect("가나다".fitted(to: 4) == "가… ")
    #expect("가".fitted(to: 4) == "가  ")
    #expect("가나다라".fitted(to: 7, alignment: .trailing).displayWidth == 7)
  }
}
