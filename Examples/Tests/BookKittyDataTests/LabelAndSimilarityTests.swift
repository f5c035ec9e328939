import BookKittyAPI
import BookKittyDomain
import BookKittyServer
import BookKittyTestSupport
import Testing

@testable import BookKittyData

@Suite("Reading 도서명-저자명 and comparing texts", .timeLimit(.minutes(3)))
struct LabelAndSimilarityTests {
  @Test(arguments: [
    ("사피엔스-유발 하라리", "사피엔스", "유발 하라리"),
    ("CODE 코드 - 하드웨어와 소프트웨어에 숨어 있는 언어-찰스 페졸드", "CODE 코드 - 하드웨어와 소프트웨어에 숨어 있는 언어", "찰스 페졸드"),
    ("모던 자바 인 액션-라울-게이브리얼 우르마", "모던 자바 인 액션", "라울-게이브리얼 우르마"),
    ("구토-장-폴 사르트르", "구토", "장-폴 사르트르"),
    ("코스모스 - 칼 세이건", "코스모스", "칼 세이건"),
    ("오브젝트 - 코드로 이해하는 객체지향 설계 - 조영호", "오브젝트 - 코드로 이해하는 객체지향 설계", "조영호"),
    ("  \"그릿-앤절라 더크워스\"\n", "그릿", "앤절라 더크워스"),
    ("“몰입-황농문”", "몰입", "황농문"),
  ])
  func readsLabels(text: String, title: String, author: String) throws {
    let label = try BookLabel(parsing: text)
    #expect(label.title == title)
    #expect(label.author == author)
  }

  @Test(arguments: ["하이픈 없는 제목", "", "-", "제목-", "-저자", " - "])
  func aTextWithoutATitleAndAnAuthorIsInvalidModelOutput(text: String) {
    #expect(throws: BookKittyError.self) { try BookLabel(parsing: text) }
  }

  @Test func everyCatalogBookReadsBackFromItsLabel() throws {
    for book in try BookKittyServer.bundledCatalog() {
      let label = try BookLabel(parsing: "\(book.title)-\(book.firstAuthor)")
      #expect(label.title == book.title && label.author == book.firstAuthor, "\(book.title)")
    }
  }

  @Test func similarityIsOneMinusTheEditDistanceOverTheLongerText() {
    #expect(TextSimilarity.similarity("사피엔스", "사피엔스") == 1)
    #expect(TextSimilarity.similarity("사피엔스", "사피엔즈") == 0.75)
    #expect(TextSimilarity.similarity("kitten", "sitting") == 1 - 3.0 / 7)
    #expect(TextSimilarity.similarity("Code", "code") == 0.75, "no case folding, as the original")
  }

  @Test func anEmptyTextMatchesOnlyAnEmptyText() {
    #expect(TextSimilarity.similarity("", "") == 1)
    #expect(TextSimilarity.similarity("", "유발 하라리") == 0)
    #expect(TextSimilarity.similarity("유발 하라리", "") == 0)
  }

  @Test func parenthesizedPartsOfAResultTitleAreIgnored() {
    #expect(TextSimilarity.withoutParentheses("코스모스 (특별판)") == "코스모스")
    #expect(TextSimilarity.withoutParentheses("(개정판) 총 균 쇠 (양장)") == "총 균 쇠")
  }

  @Test func aCoWrittenBookMatchesItsFirstAuthor() {
    let book = BookInfo(
      isbn: TestBooks.isbn(1), title: "제로 투 원", author: "피터 틸, 블레이크 매스터스",
      publisher: "", coverURL: nil)
    let score = CandidateScore(
      book, against: BookLabel(title: "제로 투 원", author: "피터 틸"), titleWeight: 0.8)
    #expect(score.authorSimilarity == 1)
    #expect(score.isMatch(titleThreshold: 0.4, authorThreshold: 0.8))
  }

  @Test func theModelsPicksMayComeInACodeFence() throws {
    let picks = try ModelPicks(
      parsing: "```json\n{\"recommendationNew\": [\"몰입-황농문\"]}\n```")
    #expect(picks.recommendationNew == ["몰입-황농문"] && picks.recommendationOwned.isEmpty)
  }
}
