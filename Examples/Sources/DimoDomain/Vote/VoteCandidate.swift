/// A character the Vote tab lists — recommended, found, recently seen, of the same work — and
/// whether the caller voted on it already (a voted one opens its result, not Dig).
public struct VoteCandidate: Hashable, Sendable, Identifiable {
  /// The character (its MBTI is nil in the recently seen list, which does not carry it).
  public var character: CharacterSummary
  /// True when the caller voted on it.
  public var hasVoted: Bool

  /// Creates a candidate.
  public init(character: CharacterSummary, hasVoted: Bool) {
    self.character = character
    self.hasVoted = hasVoted
  }

  /// The character's id.
  public var id: Int { character.id }

  /// The same candidate after `vote`: voted, with the character's new MBTI.
  public func applying(_ vote: CastVote) -> VoteCandidate {
    guard vote.characterID == id else { return self }
    var candidate = self
    candidate.hasVoted = true
    candidate.character.mbti = vote.characterMBTI
    return candidate
  }
}
