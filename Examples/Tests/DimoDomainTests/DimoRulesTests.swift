import DimoDomain
import Foundation
import Testing

@Suite("DIMO's rules", .timeLimit(.minutes(3)))
struct DimoRulesTests {
  @Test(arguments: [
    "abcd123!", "A1!bcdef", "dimo123$", "1234567a#", "aaaaaa1@", "Ab1!Ab1!Ab1!Ab1!",
  ])
  func passwordsThatFollowTheRule(password: String) {
    #expect(DimoRules.isValidPassword(password))
  }

  @Test(arguments: [
    "abc12!", "abcdefgh", "12345678", "!!!!!!!!", "abcd1234", "abcdefg!", "1234567!",
    "abcd123%", "abcd 123!", "ab한글123!", "Ab1!Ab1!Ab1!Ab1!A", "",
  ])
  func passwordsThatBreakTheRule(password: String) {
    #expect(!DimoRules.isValidPassword(password))
  }

  @Test func nicknamesAreTwoToTenCharactersWithoutSurroundingSpaceOrTheWithdrawnPrefix() throws {
    #expect(try DimoRules.validatedNickname("밤샘") == "밤샘")
    #expect(try DimoRules.validatedNickname("가나다라마바사아자차") == "가나다라마바사아자차")
    for bad in ["가", "가나다라마바사아자차카", " 밤샘", "밤샘 ", "알수없음", "알수없음7"] {
      #expect(throws: DimoRuleViolation.nickname, "\(bad)") { try DimoRules.validatedNickname(bad) }
    }
    #expect(throws: DimoRuleViolation.controlCharacter(.nickname)) {
      try DimoRules.validatedNickname("a\u{7}b")
    }
  }

  @Test func phoneNumbersAreHyphenatedMobileNumbers() throws {
    for good in ["010-1234-5678", "011-123-4567"] {
      #expect(try DimoRules.validatedPhoneNumber(good) == good)
    }
    for bad in ["01012345678", "010-12-5678", "020-1234-5678", "010-1234-567a", "010--1234-5678"] {
      #expect(throws: DimoRuleViolation.phoneNumber, "\(bad)") {
        try DimoRules.validatedPhoneNumber(bad)
      }
    }
  }

  @Test func textsAreTrimmedAndCountedInUnicodeScalars() throws {
    #expect(try DimoRules.validatedReview("  좋아요  ") == "좋아요")
    #expect(throws: DimoRuleViolation.review) { try DimoRules.validatedReview(" ab ") }
    #expect(try DimoRules.validatedComment("a") == "a")
    #expect(throws: DimoRuleViolation.comment) { try DimoRules.validatedComment("\n\t ") }
    #expect(throws: DimoRuleViolation.reportReason) {
      try DimoRules.validatedReportReason(String(repeating: "가", count: 101))
    }
    #expect(DimoRules.length(of: "👍🏽") == 2, "two scalars, as the databases count them")
  }

  @Test func userIDsAreLettersDigitsAndUnderscores() throws {
    #expect(try DimoRules.validatedUserID("sample_01") == "sample_01")
    for bad in ["abc", "abc def", "한글아이디", "a@b.c", String(repeating: "a", count: 21)] {
      #expect(throws: DimoRuleViolation.userID) { try DimoRules.validatedUserID(bad) }
    }
  }

  @Test func aValueChangesAgainThirtyDaysAfterItsLastChange() {
    let last = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(DimoRules.mayChange(lastChange: nil, now: last))
    #expect(!DimoRules.mayChange(lastChange: last, now: last.addingTimeInterval(29 * 86_400)))
    #expect(DimoRules.mayChange(lastChange: last, now: last.addingTimeInterval(30 * 86_400)))
  }
}
