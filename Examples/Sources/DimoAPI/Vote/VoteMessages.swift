/// `POST vote` and `POST vote/revote`: one letter per axis for a character.
public struct RequestVote: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The character's anime (also read from a string, as the original app sent it).
  @LenientInt public var contentID: Int
  /// The character (also read from a string).
  @LenientInt public var characterID: Int
  /// `E` or `I`.
  public var ei: String
  /// `S` or `N`.
  public var sn: String
  /// `T` or `F`.
  public var tf: String
  /// `J` or `P`.
  public var jp: String

  enum CodingKeys: String, CodingKey {
    case ei, sn, tf, jp
    case userID = "user_id"
    case contentID = "contentId"
    case characterID = "character_id"
  }

  /// Creates the request.
  public init(
    userID: String? = nil, contentID: Int, characterID: Int, ei: String, sn: String, tf: String,
    jp: String
  ) {
    self.userID = userID
    self.contentID = contentID
    self.characterID = characterID
    self.ei = ei
    self.sn = sn
    self.tf = tf
    self.jp = jp
  }
}

/// The majority's percentage on each axis, as an object: `{"ei": 67, "sn": 50, …}`.
public struct AxisPercents: Codable, Equatable, Sendable {
  /// E/I.
  public var ei: Int
  /// S/N.
  public var sn: Int
  /// T/F.
  public var tf: Int
  /// J/P.
  public var jp: Int

  /// Creates the percentages.
  public init(ei: Int, sn: Int, tf: Int, jp: Int) {
    self.ei = ei
    self.sn = sn
    self.tf = tf
    self.jp = jp
  }
}

/// The answer to a vote or revote: the character's MBTI and percentages after it.
public struct RespondVote: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The anime's id.
  public var contentID: Int
  /// The anime's title.
  public var contentTitle: String
  /// The character's id.
  public var characterID: Int
  /// The character's MBTI now.
  public var characterMBTI: String
  /// The majority's percentage per axis.
  public var mbtiPercent: AxisPercents

  enum CodingKeys: String, CodingKey {
    case code, message
    case contentID = "contentId"
    case contentTitle = "content_title"
    case characterID = "character_id"
    case characterMBTI = "character_mbti"
    case mbtiPercent = "mbti_percent"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, contentID: Int, contentTitle: String, characterID: Int,
    characterMBTI: String, mbtiPercent: AxisPercents
  ) {
    self.code = code
    self.message = message
    self.contentID = contentID
    self.contentTitle = contentTitle
    self.characterID = characterID
    self.characterMBTI = characterMBTI
    self.mbtiPercent = mbtiPercent
  }
}

/// The caller's vote on each axis, for a revote screen.
public struct VoteAxes: Codable, Equatable, Sendable {
  /// E or I.
  public var energy: String
  /// S or N (the original's spelling of the key).
  public var recognization: String
  /// T or F.
  public var prediction: String
  /// J or P.
  public var reaction: String

  /// Creates the axes.
  public init(energy: String, recognization: String, prediction: String, reaction: String) {
    self.energy = energy
    self.recognization = recognization
    self.prediction = prediction
    self.reaction = reaction
  }
}

/// The answer to `GET vote/view_revote`.
public struct RespondRevoteInfo: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The caller's letters.
  public var myVoteResult: VoteAxes

  enum CodingKeys: String, CodingKey {
    case code, message
    case myVoteResult = "my_vote_result"
  }

  /// Creates the answer.
  public init(code: Int, message: String, myVoteResult: VoteAxes) {
    self.code = code
    self.message = message
    self.myVoteResult = myVoteResult
  }
}
