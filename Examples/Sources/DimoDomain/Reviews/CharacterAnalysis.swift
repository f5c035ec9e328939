/// A character's header and its 분석 tab: who it is, the top three MBTI of its votes, and the
/// caller's vote.
public struct CharacterAnalysis: Hashable, Sendable {
  /// The character (name, portrait, MBTI, work).
  public var character: CharacterSummary
  /// The most chosen types with their share, most votes first; empty without votes.
  public var topThree: [MBTIShare]
  /// The caller's vote, or nil before voting.
  public var myVote: MBTI?
  /// The share of votes that chose the caller's type, in percent.
  public var myVotePercent: Int

  /// Creates an analysis.
  public init(
    character: CharacterSummary, topThree: [MBTIShare], myVote: MBTI?, myVotePercent: Int
  ) {
    self.character = character
    self.topThree = topThree
    self.myVote = myVote
    self.myVotePercent = myVotePercent
  }

  /// True when nobody has voted yet (all three shares are 0).
  public var hasNoVotes: Bool { topThree.allSatisfy { $0.percent == 0 } }

  /// True when the caller has voted.
  public var hasVoted: Bool { myVote != nil }
}

/// One type of the top three and its share of the votes.
public struct MBTIShare: Hashable, Sendable {
  /// The type.
  public var mbti: MBTI
  /// Its share, in percent.
  public var percent: Int

  /// Creates a ranked type.
  public init(mbti: MBTI, percent: Int) {
    self.mbti = mbti
    self.percent = percent
  }
}
