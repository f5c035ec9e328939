import DimoDomain
import Testing

@Suite("MBTI and the vote tally", .timeLimit(.minutes(3)))
struct VoteTallyTests {
  private func mbti(_ text: String) throws -> MBTI {
    try #require(MBTI(text))
  }

  @Test func sixteenTypesAndNoOthers() {
    #expect(MBTI.all.count == 16)
    #expect(Set(MBTI.all.map(\.description)).count == 16)
    #expect(MBTI("ENFP") != nil)
    for bad in ["enfp", "ENF", "ENFPX", "EEFP", "XNFP"] { #expect(MBTI(bad) == nil, "\(bad)") }
  }

  @Test func theMajorityOfEachAxisMakesTheType() throws {
    let tally = VoteTally([try mbti("ESTJ"), try mbti("ENTP"), try mbti("INFP")])
    #expect(tally.mbti?.description == "ENTP")
    #expect(tally.percent(on: .energy) == 67)
    #expect(tally.percent(on: .recognition) == 67)
    #expect(tally.percent(on: .reaction) == 67)
    #expect(tally.percent(of: try mbti("ENTP")) == 33)
  }

  @Test func aTieGoesToTheFirstLetterOfTheAxis() throws {
    let tally = VoteTally([try mbti("ESTJ"), try mbti("INFP")])
    #expect(tally.mbti?.description == "ESTJ")
    #expect(tally.percent(on: .energy) == 50)
  }

  @Test func noVotesNoType() {
    let tally = VoteTally()
    #expect(tally.mbti == nil)
    #expect(tally.percent(on: .energy) == 0)
    #expect(tally.top(3).isEmpty)
  }

  @Test func theTopThreeAreByCountThenAlphabetical() throws {
    var tally = VoteTally()
    tally.add(try mbti("INTJ"), count: 2)
    tally.add(try mbti("ENFP"), count: 2)
    tally.add(try mbti("ISTP"), count: 3)
    tally.add(try mbti("ESFJ"), count: 1)
    let top = tally.top(3)
    #expect(top.map(\.mbti.description) == ["ISTP", "ENFP", "INTJ"])
    #expect(top.map(\.percent) == [38, 25, 25])
  }

  @Test func sharesRoundHalfUp() {
    #expect(VoteTally.percent(1, of: 8) == 13)
    #expect(VoteTally.percent(1, of: 3) == 33)
    #expect(VoteTally.percent(2, of: 3) == 67)
    #expect(VoteTally.percent(0, of: 0) == 0)
  }
}
