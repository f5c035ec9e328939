/// A character with its work, as `vote/view_result` heads it.
public struct ResultCharacterInfo: Codable, Equatable, Sendable {
  /// The anime's id.
  public var animeID: Int
  /// The anime's title.
  public var title: String
  /// The character's id.
  public var characterID: Int
  /// The character's name.
  public var characterName: String
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case title
    case animeID = "anime_id"
    case characterID = "character_id"
    case characterName = "character_name"
    case characterImg = "character_img"
    case characterMBTI = "character_mbti"
  }

  /// Creates the header.
  public init(
    animeID: Int, title: String, characterID: Int, characterName: String, characterImg: String,
    characterMBTI: String?
  ) {
    self.animeID = animeID
    self.title = title
    self.characterID = characterID
    self.characterName = characterName
    self.characterImg = characterImg
    self.characterMBTI = characterMBTI
  }
}

/// One place of the top three: a type and its share, or "결과가 없습니다." and 0.
public struct RankedMBTI: Codable, Equatable, Sendable {
  /// Four letters, or "결과가 없습니다.".
  public var mbti: String
  /// The share in percent.
  public var percent: Int

  /// Creates the place.
  public init(mbti: String, percent: Int) {
    self.mbti = mbti
    self.percent = percent
  }
}

/// The three most chosen types.
public struct TopThreeMBTI: Codable, Equatable, Sendable {
  /// The most chosen.
  public var first: RankedMBTI
  /// The second.
  public var second: RankedMBTI
  /// The third.
  public var third: RankedMBTI

  /// Creates the ranking.
  public init(first: RankedMBTI, second: RankedMBTI, third: RankedMBTI) {
    self.first = first
    self.second = second
    self.third = third
  }
}

/// The answer to `GET vote/view_result`: 200 when the caller voted, 201 when not.
public struct RespondViewResult: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The character and its work.
  public var characterInfo: ResultCharacterInfo
  /// The caller's four letters, or null.
  @ExplicitNull public var myVoteMBTI: String?
  /// The share of votes equal to the caller's (0 when not voted).
  public var myVoteMBTIPercent: Int
  /// The three most chosen types.
  public var top3MBTI: TopThreeMBTI

  enum CodingKeys: String, CodingKey {
    case code, message
    case characterInfo = "character_info"
    case myVoteMBTI = "my_vote_mbti"
    case myVoteMBTIPercent = "my_vote_mbti_percent"
    case top3MBTI = "top3_mbti"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, characterInfo: ResultCharacterInfo, myVoteMBTI: String?,
    myVoteMBTIPercent: Int, top3MBTI: TopThreeMBTI
  ) {
    self.code = code
    self.message = message
    self.characterInfo = characterInfo
    self.myVoteMBTI = myVoteMBTI
    self.myVoteMBTIPercent = myVoteMBTIPercent
    self.top3MBTI = top3MBTI
  }
}
