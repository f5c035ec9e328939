import DimoAPI
import DimoDomain
import Testing

@testable import DimoPresentation

@Suite("The app's forms say the server's sentence for refused characters", .timeLimit(.minutes(1)))
struct TextRuleMessageTests {
  @Test @MainActor func theNicknameFieldSaysWhatTheServerSays() {
    var state = EditNicknameState()
    state.nickname = "닉\u{1B}[2J네임"
    #expect(state.message?.text == DimoMessages.violation(.controlCharacter(.nickname)))
    #expect(state.message?.isError == true && !state.isChangeEnabled)
    state.nickname = "닉\u{202E}네임"
    #expect(state.message?.text == DimoMessages.violation(.controlCharacter(.nickname)))
    state.nickname = "가나다라마바사아자차카"
    #expect(state.message?.text == DimoStrings.nicknameRule, "other limits keep their sentence")
  }

  @Test func aRuleMessageIsTheCharacterSentenceOrTheFieldsOwn() {
    #expect(
      DimoStrings.ruleMessage(for: "검색\n어", otherwise: "길이", DimoRules.validatedSearch)
        == DimoMessages.violation(.lineBreak(.search)))
    #expect(
      DimoStrings.ruleMessage(for: "소개\u{7}", otherwise: "길이", DimoRules.validatedIntro)
        == DimoMessages.violation(.controlCharacter(.intro)))
    #expect(
      DimoStrings.ruleMessage(
        for: String(repeating: "가", count: 101), otherwise: "길이", DimoRules.validatedIntro)
        == "길이")
    #expect(DimoStrings.ruleMessage(for: "좋은 소개", otherwise: "길이", DimoRules.validatedIntro) == nil)
  }
}
