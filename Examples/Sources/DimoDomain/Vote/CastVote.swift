/// A vote the caller cast (or changed): what the vote flow ends with, so that the screen it
/// started from shows the character's new MBTI without loading it again.
public struct CastVote: Hashable, Sendable {
  /// The character voted on.
  public var characterID: Int
  /// The character's MBTI after the vote (the majority of each axis).
  public var characterMBTI: MBTI
  /// The caller's four letters.
  public var myVote: MBTI
  /// The character's 분석 after the vote (its top three, the caller's share), when it could be
  /// read right after the vote; nil when only the vote's own answer is known.
  public var analysis: CharacterAnalysis?

  /// Creates the vote.
  public init(characterID: Int, characterMBTI: MBTI, myVote: MBTI, analysis: CharacterAnalysis?) {
    self.characterID = characterID
    self.characterMBTI = characterMBTI
    self.myVote = myVote
    self.analysis = analysis
  }
}
