/// A character's vote result as VoteComplete shows it: the majority letter and its share on
/// each axis, the character's MBTI, and the caller's vote with the share of votes like it.
public struct VoteResult: Hashable, Sendable {
  /// The character's name.
  public var name: String
  /// Its work's title.
  public var contentTitle: String
  /// The portrait's path on the server.
  public var imagePath: String
  /// The character's MBTI, nil before the first vote.
  public var characterMBTI: MBTI?
  /// The majority of each axis that has votes, in axis order.
  public var axes: [AxisShare]
  /// The caller's four letters, or nil before voting.
  public var myVote: MBTI?
  /// The share of votes that chose exactly the caller's letters (nil before voting).
  public var sameVotePercent: Int?

  /// Creates a result.
  public init(
    name: String, contentTitle: String, imagePath: String, characterMBTI: MBTI?,
    axes: [AxisShare], myVote: MBTI?, sameVotePercent: Int?
  ) {
    self.name = name
    self.contentTitle = contentTitle
    self.imagePath = imagePath
    self.characterMBTI = characterMBTI
    self.axes = axes
    self.myVote = myVote
    self.sameVotePercent = sameVotePercent
  }
}

/// The majority letter of one axis and its share of the votes.
public struct AxisShare: Hashable, Sendable {
  /// The axis.
  public var axis: MBTIAxis
  /// Its majority letter.
  public var letter: Character
  /// The majority's share, in percent.
  public var percent: Int

  /// Creates the share.
  public init(axis: MBTIAxis, letter: Character, percent: Int) {
    self.axis = axis
    self.letter = letter
    self.percent = percent
  }
}
