/// One notice, as `GET notice` lists it.
public struct NoticeRow: Codable, Equatable, Sendable {
  /// Its id.
  public var noticeID: Int
  /// The title.
  public var title: String
  /// The text.
  public var content: String
  /// When it was posted (ISO 8601).
  public var createdAt: String

  enum CodingKeys: String, CodingKey {
    case title, content
    case noticeID = "notice_id"
    case createdAt = "created_at"
  }

  /// Creates the row.
  public init(noticeID: Int, title: String, content: String, createdAt: String) {
    self.noticeID = noticeID
    self.title = title
    self.content = content
    self.createdAt = createdAt
  }
}

/// The service's notices, newest first (an empty list when there are none).
public struct RespondNotices: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The notices, newest first.
  public var notices: [NoticeRow]

  /// Creates the answer.
  public init(code: Int, message: String, notices: [NoticeRow]) {
    self.code = code
    self.message = message
    self.notices = notices
  }
}
