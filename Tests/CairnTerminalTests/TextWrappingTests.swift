import CairnTerminal
import Testing

@Suite("Wrapping text by display width", .timeLimit(.minutes(1)))
struct TextWrappingTests {
  @Test func breaksAtSpacesCountingHangulAsTwoColumns() {
    #expect("서울 경기 새벽배송 전국택배".wrapped(to: 10) == ["서울 경기", "새벽배송", "전국택배"])
    #expect("a bb ccc".wrapped(to: 4) == ["a bb", "ccc"])
  }

  @Test func aWordWiderThanALineIsTruncated() {
    #expect("가나다라마바".wrapped(to: 5) == ["가나…"])
  }

  @Test func nothingToWrap() {
    #expect("".wrapped(to: 10).isEmpty)
    #expect("abc".wrapped(to: 0).isEmpty)
  }

  @Test func breaksAtTheTextsOwnLineBreaksFirst() {
    #expect("일시적인 오류입니다.\n잠시 후 다시 시도해주세요".wrapped(to: 30) == ["일시적인 오류입니다.", "잠시 후 다시 시도해주세요"])
    #expect("눌러\n 추가해 보세요.".wrapped(to: 40) == ["눌러", "추가해 보세요."])
    #expect("a\n\nb".wrapped(to: 5) == ["a", "", "b"])
  }
}
