import DimoDomain

/// The majority letter of one axis and its share: `{"mbti": "E", "ei": 67}`.
public struct AxisPercent: Codable, Equatable, Sendable {
  /// The axis.
  public var axis: MBTIAxis
  /// The majority letter.
  public var mbti: String
  /// Its share in percent.
  public var percent: Int

  /// Creates the entry.
  public init(axis: MBTIAxis, mbti: String, percent: Int) {
    self.axis = axis
    self.mbti = mbti
    self.percent = percent
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads `mbti` and whichever axis key is present.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    mbti = try container.decode(String.self, forKey: Key(stringValue: "mbti"))
    guard
      let axis = MBTIAxis.allCases.first(where: {
        container.contains(Key(stringValue: $0.wireKey))
      })
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no axis key"))
    }
    self.axis = axis
    percent = try container.decode(Int.self, forKey: Key(stringValue: axis.wireKey))
  }

  /// Writes `mbti` and the axis key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(mbti, forKey: Key(stringValue: "mbti"))
    try container.encode(percent, forKey: Key(stringValue: axis.wireKey))
  }
}

/// A character and its work, as the vote screens head them.
public struct VoteContentInfo: Codable, Equatable, Sendable {
  /// The work's title.
  public var title: String
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's name.
  public var characterName: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case title
    case characterImg = "character_img"
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
  }

  /// Creates the header.
  public init(title: String, characterImg: String, characterName: String, characterMBTI: String?) {
    self.title = title
    self.characterImg = characterImg
    self.characterName = characterName
    self.characterMBTI = characterMBTI
  }
}

/// The answer to `GET vote?user_id=&character_id=`: 200 with the caller's vote when they voted,
/// 201 with the most chosen type when not. A character without votes has no percentages.
public struct RespondVoteResult: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The character and its work.
  public var contentInfo: VoteContentInfo
  /// The character's id.
  public var characterID: Int
  /// The majority letter and share per axis (empty without votes).
  public var mbtiPercent: [AxisPercent]
  /// The share of votes equal to the caller's (only when the caller voted).
  public var sameVotePercent: Int?
  /// The caller's four letters (only when the caller voted).
  public var myVoteMBTI: String?
  /// The most chosen four letters (only when the caller did not vote and someone did).
  public var mostVoteMBTI: String?

  enum CodingKeys: String, CodingKey {
    case code, message
    case contentInfo = "content_info"
    case characterID = "character_id"
    case mbtiPercent = "mbti_percent"
    case sameVotePercent = "same_vote_percent"
    case myVoteMBTI = "my_vote_mbti"
    case mostVoteMBTI = "most_vote_mbti"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, contentInfo: VoteContentInfo, characterID: Int,
    mbtiPercent: [AxisPercent], sameVotePercent: Int?, myVoteMBTI: String?,
    mostVoteMBTI: String?
  ) {
    self.code = code
    self.message = message
    self.contentInfo = contentInfo
    self.characterID = characterID
    self.mbtiPercent = mbtiPercent
    self.sameVotePercent = sameVotePercent
    self.myVoteMBTI = myVoteMBTI
    self.mostVoteMBTI = mostVoteMBTI
  }
}
