/// The anime someone 찜'd: 200, or 201 with an empty list.
public struct RespondLikedAnime: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The anime.
  public var likeContentInfo: [LikedAnimeRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case likeContentInfo = "like_content_info"
  }

  /// Creates the answer.
  public init(code: Int, message: String, likeContentInfo: [LikedAnimeRow]) {
    self.code = code
    self.message = message
    self.likeContentInfo = likeContentInfo
  }
}

/// The movies someone 찜'd: 200, or 201 with an empty list.
public struct RespondLikedMovies: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The movies' ids.
  public var likeContent: [LikedMovieRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case likeContent = "like_content"
  }

  /// Creates the answer.
  public init(code: Int, message: String, likeContent: [LikedMovieRow]) {
    self.code = code
    self.message = message
    self.likeContent = likeContent
  }
}

/// The reviews someone wrote, newest first: 200, or 201 with an empty list.
public struct RespondMyReviews: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The reviews.
  public var review: [MyReviewRow]

  /// Creates the answer.
  public init(code: Int, message: String, review: [MyReviewRow]) {
    self.code = code
    self.message = message
    self.review = review
  }
}

/// The comments someone wrote, newest first: 200, or 201 with an empty list.
public struct RespondMyComments: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The comments.
  public var comment: [MyCommentRow]

  /// Creates the answer.
  public init(code: Int, message: String, comment: [MyCommentRow]) {
    self.code = code
    self.message = message
    self.comment = comment
  }
}

/// The characters someone voted on, newest first: 200, or 201 with an empty list.
public struct RespondVotedCharacters: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The votes.
  public var votedCharacter: [VotedCharacterRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case votedCharacter = "voted_character"
  }

  /// Creates the answer.
  public init(code: Int, message: String, votedCharacter: [VotedCharacterRow]) {
    self.code = code
    self.message = message
    self.votedCharacter = votedCharacter
  }
}
