import BookKittyDomain
import Testing

@Suite("BookKitty's rules: questions, ISBNs, pages", .timeLimit(.minutes(3)))
struct RulesTests {
  @Test(arguments: [
    ("아홉 글자 질문임", false), ("열 글자 질문입니다", true), ("   열 글자 질문입니다   ", true),
    (String(repeating: "가", count: 100), true), (String(repeating: "가", count: 101), false),
    ("", false),
  ])
  func aQuestionIsTenToAHundredCharactersWithoutItsSurroundingBlanks(text: String, ok: Bool) {
    #expect(QuestionRules.isAcceptable(text) == ok)
  }

  @Test func aRefusedQuestionSaysHowLongItIs() {
    #expect(throws: QuestionLengthError.tooShort(9)) { try QuestionRules.validated("아홉 글자 질문임") }
    #expect(throws: QuestionLengthError.tooLong(101)) {
      try QuestionRules.validated(String(repeating: "책", count: 101))
    }
    #expect(QuestionLengthError.tooShort(9).description.contains("at least 10"))
    #expect(QuestionLengthError.tooLong(101).description.contains("the limit is 100"))
  }

  @Test func lengthIsCountedInUnicodeScalarsAsSQLiteCounts() {
    #expect(QuestionRules.length(of: "한글") == 2)
    #expect(QuestionRules.length(of: "👩‍💻") == 3, "one character on screen, three scalars")
  }

  @Test func anISBNThirteenNeedsItsCheckDigit() {
    #expect(ISBN(parsing: "9791195894093")?.digits == "9791195894093")
    #expect(ISBN(parsing: "9791195894094") == nil)
    #expect(ISBN(parsing: "979-11-9589-409-3")?.digits == "9791195894093")
    #expect(ISBN(parsing: "abc") == nil && ISBN(parsing: "") == nil)
  }

  @Test func fromNaversPairTheThirteenWinsAndATenIsConverted() {
    #expect(ISBN(parsing: "8936434268 9788936434267")?.digits == "9788936434267")
    #expect(ISBN(parsing: "8936434268")?.digits == "9788936434267")
    #expect(ISBN(parsing: "080442957X")?.digits == "9780804429573")
  }

  @Test func pagesAreOffsetsAndLimits() {
    #expect(PageRequest.page(2, size: 12) == PageRequest(offset: 24, limit: 12))
    #expect(PageRequest(offset: -3, limit: 0) == PageRequest(offset: 0, limit: 1))
  }
}
