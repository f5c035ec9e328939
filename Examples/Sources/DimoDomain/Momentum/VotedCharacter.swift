/// A character someone voted on, with the four letters of that vote.
public struct VotedCharacter: Hashable, Sendable, Identifiable {
  /// The character, with its MBTI from every vote.
  public var character: CharacterSummary
  /// The letters of this vote.
  public var vote: MBTI

  /// Creates a voted character.
  public init(character: CharacterSummary, vote: MBTI) {
    self.character = character
    self.vote = vote
  }

  /// The character's id.
  public var id: Int { character.id }

  /// The same row after `cast` (a revote): its new MBTI and letters, shown without a reload.
  public func applying(_ cast: CastVote) -> VotedCharacter {
    guard cast.characterID == id else { return self }
    return VotedCharacter(
      character: CharacterSummary(
        id: character.id, contentID: character.contentID, name: character.name,
        imagePath: character.imagePath, mbti: cast.characterMBTI,
        contentTitle: character.contentTitle),
      vote: cast.myVote)
  }
}
