import BookKittyDomain
import Testing

@Suite("Korean tokens and BM25", .timeLimit(.minutes(3)))
struct SearchTests {
  @Test func hangulWordsGiveTheirStemAndTheirBigrams() {
    #expect(SearchTokenizer.tokens(in: "계획적인 삶을") == ["계획적인", "계획", "획적", "적인", "삶을", "삶"])
    #expect(SearchTokenizer.tokens(in: "CODE 코드!") == ["code", "코드"])
    #expect(SearchTokenizer.words(in: "총, 균, 쇠 - 인류") == ["총", "균", "쇠", "인류"])
  }

  @Test func bm25RanksTheDocumentThatIsAboutTheQueryFirst() {
    let index = BM25Index(documents: [
      [BM25Index.Field("요리", weight: 2), BM25Index.Field("맛있는 한식 요리를 집에서 만드는 법")],
      [BM25Index.Field("코스모스", weight: 2), BM25Index.Field("우주와 별의 탄생을 다룬 과학 교양")],
      [BM25Index.Field("별 헤는 밤", weight: 2), BM25Index.Field("시인의 별과 하늘을 노래한 시집")],
    ])
    let ranked = index.ranked(for: "우주와 별에 대해 알고 싶어요")
    #expect(ranked.first?.index == 1)
    #expect(!ranked.contains { $0.index == 0 }, "a document sharing no token is not ranked")
    #expect(index.ranked(for: "").isEmpty)
  }
}
