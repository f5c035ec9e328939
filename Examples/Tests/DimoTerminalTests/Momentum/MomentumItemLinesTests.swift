import DimoDomain
import DimoPresentation
import Testing

@testable import DimoTerminal

/// Whose vote a Dig row shows: on one's own profile "내 투표", on another user's only theirs.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct MomentumItemLinesTests {
  /// A character whose votes say ISTP, voted ISFP by the profile's owner.
  func voted() throws -> MomentumItem {
    let character = CharacterSummary(
      id: 7, contentID: 1, name: "메리 (MARY)", imagePath: "characters/7.png",
      mbti: MBTI("ISTP"))
    return .character(VotedCharacter(character: character, vote: try #require(MBTI("ISFP"))))
  }

  @Test func aVoteOnMyProfileReadsAsMine() throws {
    let lines = MomentumItemLines.lines(of: try voted(), isOwn: true).map(\.text)
    #expect(lines.contains("ISTP  · 내 투표 ISFP"), "\(lines)")
  }

  @Test func aVoteOnAnotherUsersProfileNeverReadsAsMine() throws {
    let lines = MomentumItemLines.lines(of: try voted(), isOwn: false).map(\.text)
    #expect(lines.contains("ISTP  · 투표 ISFP"), "\(lines)")
    #expect(!lines.joined().contains("내 투표"), "\(lines)")
  }
}
