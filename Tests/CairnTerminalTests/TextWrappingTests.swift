import CairnTerminal
import Testing

@Suite("Wrapping text by display width", .timeLimit(.minutes(1)))
struct TextWrappingTests {
  @Test func breaksAtSpacesCountingHangulAsTwoColumns() {
    #expect("서울 경기 새벽배송 전국택배".wrapped(to: 10) == ["서울 경기", "새벽배송", "전국택배"])
    #expect("a bb ccc".wrapped(to: 4) == ["a bb", "ccc"])
  }

  @Test func aWordWiderThanALineIsBrokenBetweenCharactersLosingNothing() {
    #expect("가나다라마바".wrapped(to: 5) == ["가나", "다라", "마바"])
    #expect("abcdefgh ij".wrapped(to: 3) == ["abc", "def", "gh", "ij"])
  }

  @Test func aBracketedListStaysOnOneLineWhenItFits() {
    let info = "새벽배송 / 전국택배 (제주 및 도서산간 불가) [화 · 수 · 목 · 금 · 토] 수령 가능한 상품입니다."
    let lines = info.wrapped(to: 40)
    #expect(lines.contains { $0.contains("[화 · 수 · 목 · 금 · 토]") }, "the list on one line")
    #expect(lines.contains("(제주 및 도서산간 불가)"))
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    #expect(lines.joined(separator: " ") == info, "nothing lost")
    #expect(!lines.contains { $0.hasSuffix("[화") || $0.hasPrefix("·") })
  }

  @Test func aGroupWiderThanALineFallsBackToWords() {
    #expect("[a b c d e f]".wrapped(to: 6) == ["[a b c", "d e f]"])
  }

  @Test func lineBreaksInTheTextAreKept() {
    #expect(
      "리뷰를 가릴까요?\n가린 글은 다시 볼 수 없습니다.".wrapped(to: 40)
        == ["리뷰를 가릴까요?", "가린 글은 다시 볼 수 없습니다."])
    #expect("a\n\nb".wrapped(to: 5) == ["a", "", "b"])
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
