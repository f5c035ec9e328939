import ProjectManagerPresentation
import Testing

@Suite("A card's body preview", .timeLimit(.minutes(3)))
struct WorkRowPreviewTests {
  @Test(
    "keeps the first three non-blank lines, trimmed",
    arguments: [
      ("  안건 정리  \r\n\n\t자료 출력\t\n\u{2028}회의실 예약\n네 번째 줄", "안건 정리\n자료 출력\n회의실 예약"),
      ("한 줄", "한 줄"),
      ("", ""),
      (" \n\t\r\n ", ""),
      ("a\u{3000}\nb", "a\nb"),
      ("😅 이모지\n\n\n", "😅 이모지"),
    ])
  func preview(body: String, expected: String) {
    #expect(WorkRow.preview(of: body) == expected)
  }
}
