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
}
