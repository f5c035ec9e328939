import DimoDomain
import Foundation
import Testing

@Suite("DIMO's one text rule: what a stored text may hold", .timeLimit(.minutes(1)))
struct TextRuleTests {
  /// One of each kind of refused character: C0 (ESC, BEL, NUL, US), DEL, C1 (the first, CSI,
  /// the last), the embeddings and overrides, the isolates, the marks and the Arabic letter
  /// mark; the invisible ones — zero-width space, word joiner, byte-order mark, soft hyphen, a
  /// deprecated format character, a tag — the line and paragraph separators and the four
  /// Hangul fillers.
  static let refused: [Unicode.Scalar] = [
    "\u{0}", "\u{7}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}",
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}",
    "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{206A}", "\u{E0041}",
    "\u{2028}", "\u{2029}", "\u{115F}", "\u{1160}", "\u{3164}", "\u{FFA0}",
  ]

  /// Text around refused characters that is still kept: the neighbours of each range,
  /// joiners, an emoji sequence, Hangul and Arabic.
  static let kept: [Unicode.Scalar] = [
    " ", "~", "\u{A0}", "\u{200D}", "\u{200C}", "\u{2065}", "\u{202F}", "\u{61B}",
    "\u{61D}", "\u{FE0F}", "가", "ب",
  ]

  @Test func keptTextIsStoredComposedSoThatLookAlikeNicknamesAreOne() throws {
    let decomposed = "관리자".decomposedStringWithCanonicalMapping
    #expect(decomposed.unicodeScalars.count == 7)
    let stored = try DimoRules.validatedNickname(decomposed)
    #expect(
      Array(stored.unicodeScalars)
        == Array("관리자".precomposedStringWithCanonicalMapping.unicodeScalars))
    #expect(try DimoRules.validatedReview("👨‍👩‍👧 가족 이야기") == "👨‍👩‍👧 가족 이야기")
  }

  /// `text` checked by the validation function of `field`.
  private func validated(_ text: String, as field: DimoTextField) throws(DimoRuleViolation)
    -> String
  {
    switch field {
    case .name: try DimoRules.validatedName(text)
    case .nickname: try DimoRules.validatedNickname(text)
    case .intro: try DimoRules.validatedIntro(text)
    case .review: try DimoRules.validatedReview(text)
    case .comment: try DimoRules.validatedComment(text)
    case .reportReason: try DimoRules.validatedReportReason(text)
    case .dropReason: try DimoRules.validatedDropReason(text)
    case .search: try DimoRules.validatedSearch(text)
    case .inquiry: try DimoRules.validatedInquiry(text)
    case .characterRequest:
      try DimoRules.validatedCharacterRequest(title: text, characterName: text).title
    }
  }

  @Test(arguments: DimoTextField.allCases)
  func everyFieldRefusesEveryControlAndBidiControl(field: DimoTextField) {
    for scalar in Self.refused {
      #expect(throws: DimoRuleViolation.controlCharacter(field), "U+\(scalar.value)") {
        try validated("가나\(scalar)다라마", as: field)
      }
    }
  }

  @Test(arguments: DimoTextField.allCases)
  func everyFieldKeepsTheCharactersBesideTheRefusedOnes(field: DimoTextField) throws {
    for scalar in Self.kept {
      #expect(try validated("가나\(scalar)다라마", as: field) == "가나\(scalar)다라마", "U+\(scalar.value)")
    }
  }

  @Test(arguments: DimoTextField.allCases)
  func lineBreaksAndTabsOnlyWhereTheFieldHasLines(field: DimoTextField) throws {
    for (text, stored) in [
      ("가나\n다라", "가나\n다라"), ("가나\t다라", "가나\t다라"), ("가나\r\n다라", "가나\n다라"),
    ] {
      if field.allowsLineBreaks {
        #expect(try validated(text, as: field) == stored)
      } else {
        #expect(throws: DimoRuleViolation.lineBreak(field)) { try validated(text, as: field) }
      }
    }
    let loneReturn: DimoRuleViolation =
      field.allowsLineBreaks ? .controlCharacter(field) : .lineBreak(field)
    #expect(throws: loneReturn) { try validated("가나\r다라", as: field) }
    #expect(throws: loneReturn) { try validated("가나다라\r마", as: field) }
  }

  @Test func theKindsOfField() {
    let singleLine = DimoTextField.allCases.filter { !$0.allowsLineBreaks }
    #expect(singleLine == [.name, .nickname, .search, .characterRequest])
  }

  @Test func aSignupNameRefusesWhatANicknameRefuses() {
    for text in ["이름\u{1B}[31m", "이름\u{7}", "이름\u{202E}"] {
      #expect(throws: DimoRuleViolation.controlCharacter(.name)) {
        try DimoRules.validatedName(text)
      }
      #expect(throws: DimoRuleViolation.controlCharacter(.nickname)) {
        try DimoRules.validatedNickname(text)
      }
    }
    #expect(
      !DimoRules.mayRequestCode(name: "이름\u{202E}", agency: "SKT", phoneNumber: "010-1234-5678"))
  }

  @Test func surroundingWhiteSpaceIsStillTrimmedNotRefused() throws {
    #expect(try DimoRules.validatedName("  홍길동\n") == "홍길동")
    #expect(try DimoRules.validatedSearch("\t검색어 ") == "검색어")
    #expect(try DimoRules.validatedReview("\n\n좋은 리뷰\n") == "좋은 리뷰")
  }

  @Test func theSentencesSayWhatIsWrongAndWhere() {
    #expect(
      DimoTextField.name.controlCharacterSentence
        == "이름에는 보이지 않는 제어 문자나 글자 방향을 바꾸는 문자를 쓸 수 없습니다.")
    #expect(DimoTextField.search.lineBreakSentence == "검색어에는 줄바꿈이나 탭을 쓸 수 없습니다.")
    let sentences = Set(DimoTextField.allCases.map(\.controlCharacterSentence))
    #expect(sentences.count == DimoTextField.allCases.count, "each names its field")
  }
}
