import DimoDomain
import Foundation

/// A work and its kind, with the caller: the body of `POST detail/like` and `detail/dislike`,
/// and the query of `GET detail/is_like`, `detail/most_like` and `detail/is_grade`.
public struct RequestContent: Codable, DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// `anime` or `movie`.
  public var contentType: String
  /// The work's id: an anime's or a movie's of the server's catalog.
  public var contentID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case contentType = "content_type"
    case contentID = "contentId"
  }

  /// Creates the request.
  public init(userID: String? = nil, contentType: ContentType, contentID: Int) {
    self.userID = userID
    self.contentType = contentType.rawValue
    self.contentID = contentID
  }

  /// Reads `user_id`, `content_type` and `contentId`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    contentType = try query.string("content_type")
    contentID = try query.int("contentId")
  }

  /// `user_id` (when set), `content_type`, `contentId`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [
      URLQueryItem(name: "content_type", value: contentType),
      URLQueryItem(name: "contentId", value: "\(contentID)"),
    ]
  }
}

/// Whether the caller 찜'd a work: 200 yes, 201 no.
public struct RespondIsLiked: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The same as `code == 200` (ours).
  public var isLike: Bool

  enum CodingKeys: String, CodingKey {
    case code, message
    case isLike = "is_like"
  }

  /// Creates the answer.
  public init(code: Int, message: String, isLike: Bool) {
    self.code = code
    self.message = message
    self.isLike = isLike
  }
}

/// The MBTI with the most 찜 on a work, or null.
public struct RespondMostLiked: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The MBTI, or null when nobody 찜'd it.
  @ExplicitNull public var mostMBTI: String?

  enum CodingKeys: String, CodingKey {
    case code, message
    case mostMBTI = "most_mbti"
  }

  /// Creates the answer.
  public init(code: Int, message: String, mostMBTI: String?) {
    self.code = code
    self.message = message
    self.mostMBTI = mostMBTI
  }
}

/// `POST detail/grade`: 1 (맘에 들어요) or −1 (별로예요), replacing an earlier grade.
public struct RequestGrade: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The work's id.
  @LenientInt public var contentID: Int
  /// `anime` or `movie`.
  public var contentType: String
  /// 1 or −1 (also read from a string, as the original app sent it).
  @LenientInt public var grade: Int

  enum CodingKeys: String, CodingKey {
    case grade
    case userID = "user_id"
    case contentID = "contentId"
    case contentType = "content_type"
  }

  /// Creates the request.
  public init(userID: String? = nil, contentID: Int, contentType: ContentType, grade: Int) {
    self.userID = userID
    self.contentID = contentID
    self.contentType = contentType.rawValue
    self.grade = grade
  }
}

/// A stored grade.
public struct GradeRow: Codable, Equatable, Sendable {
  /// The grade's id.
  public var gradeID: Int
  /// Who graded.
  public var userID: String
  /// The work's id.
  public var contentID: Int
  /// `anime` or `movie`.
  public var contentType: String
  /// 1 or −1.
  public var grade: Int
  /// The grader's MBTI when grading.
  @ExplicitNull public var userMBTI: String?

  enum CodingKeys: String, CodingKey {
    case grade
    case gradeID = "grade_id"
    case userID = "user_id"
    case contentID = "content_id"
    case contentType = "content_type"
    case userMBTI = "user_mbti"
  }

  /// Creates the row.
  public init(
    gradeID: Int, userID: String, contentID: Int, contentType: String, grade: Int,
    userMBTI: String?
  ) {
    self.gradeID = gradeID
    self.userID = userID
    self.contentID = contentID
    self.contentType = contentType
    self.grade = grade
    self.userMBTI = userMBTI
  }
}

/// The caller's grade of a work, or null.
public struct RespondIsGraded: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The grade, or null.
  @ExplicitNull public var isGrade: GradeRow?

  enum CodingKeys: String, CodingKey {
    case code, message
    case isGrade = "is_grade"
  }

  /// Creates the answer.
  public init(code: Int, message: String, isGrade: GradeRow?) {
    self.code = code
    self.message = message
    self.isGrade = isGrade
  }
}

/// `GET detail/mbti_result?contentId=&content_type=`: which MBTI grades a work best and worst.
public struct RequestGradeStats: DimoQueryRequest, Equatable {
  /// The work's id.
  public var contentID: Int
  /// `anime` or `movie`.
  public var contentType: String

  /// Creates the request.
  public init(contentID: Int, contentType: ContentType) {
    self.contentID = contentID
    self.contentType = contentType.rawValue
  }

  /// Reads `contentId` and `content_type`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    contentID = try query.int("contentId")
    contentType = try query.string("content_type")
  }

  /// `contentId` and `content_type`.
  public var queryItems: [URLQueryItem] {
    [
      URLQueryItem(name: "contentId", value: "\(contentID)"),
      URLQueryItem(name: "content_type", value: contentType),
    ]
  }
}

/// The most frequent MBTI among the 1 grades and among the −1 grades; a missing one is
/// "존재하지 않음". `code` 200: both exist, 201: one, 202: neither.
public struct RespondGradeStats: DimoResponse, Equatable {
  /// 200, 201 or 202.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The MBTI that likes it most.
  public var gradeBest: String
  /// The MBTI that dislikes it most.
  public var gradeWorst: String
  /// `anime` or `movie`.
  public var contentType: String
  /// The work's id.
  public var contentID: Int

  enum CodingKeys: String, CodingKey {
    case code, message
    case gradeBest = "grade_best"
    case gradeWorst = "grade_worst"
    case contentType = "content_type"
    case contentID = "contentId"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, gradeBest: String, gradeWorst: String, contentType: String,
    contentID: Int
  ) {
    self.code = code
    self.message = message
    self.gradeBest = gradeBest
    self.gradeWorst = gradeWorst
    self.contentType = contentType
    self.contentID = contentID
  }
}
