import DimoDomain
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SettingsRulesTests {
  @Test func theWithdrawalTextIsCutAt100AndTheLongestReasonStillFitsTheServer() {
    let long = String(repeating: "가", count: 150)
    let kept = DimoRules.limitedWithdrawText(long)
    #expect(DimoRules.length(of: kept) == DimoRules.withdrawTextLength.upperBound)
    // The longest label (7 characters) with the separator and 100 characters.
    let sent = "단순 흥미 하락\n 탈퇴사유: " + kept
    #expect(DimoRules.dropReasonLength.contains(DimoRules.length(of: sent)))
    #expect(throws: Never.self) { try DimoRules.validatedDropReason(sent) }
  }

  @Test func anInquiryNeedsFiveToAThousandCharacters() throws {
    #expect(throws: DimoRuleViolation.inquiry) { try DimoRules.validatedInquiry("  짧아요  ") }
    #expect(try DimoRules.validatedInquiry("  다섯 글자 이상  ") == "다섯 글자 이상")
    let tooLong = String(repeating: "가", count: DimoRules.inquiryLength.upperBound + 1)
    #expect(throws: DimoRuleViolation.inquiry) { try DimoRules.validatedInquiry(tooLong) }
    #expect(InquiryCategory.allCases.map(\.rawValue) == ["계정", "투표", "리뷰/댓글", "오류 신고", "기타"])
  }
}
