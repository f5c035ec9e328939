/// `POST inquiry`: a 1:1 inquiry of the caller.
public struct RequestInquiry: Codable, Equatable, Sendable {
  /// The caller's login id, when given (it must be the caller's).
  public var userID: String?
  /// What it is about: one of `InquiryCategory`'s labels (`계정`, `투표`, …).
  public var category: String
  /// The text.
  public var content: String

  enum CodingKeys: String, CodingKey {
    case category, content
    case userID = "user_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, category: String, content: String) {
    self.userID = userID
    self.category = category
    self.content = content
  }
}

/// The stored inquiry's id.
public struct RespondInquiry: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The new inquiry's id.
  public var inquiryID: Int

  enum CodingKeys: String, CodingKey {
    case code, message
    case inquiryID = "inquiry_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, inquiryID: Int) {
    self.code = code
    self.message = message
    self.inquiryID = inquiryID
  }
}

/// One inquiry, as `GET inquiry` lists the caller's.
public struct InquiryRow: Codable, Equatable, Sendable {
  /// Its id.
  public var inquiryID: Int
  /// What it is about.
  public var category: String
  /// The text.
  public var content: String
  /// When it was sent (ISO 8601).
  public var createdAt: String

  enum CodingKeys: String, CodingKey {
    case category, content
    case inquiryID = "inquiry_id"
    case createdAt = "created_at"
  }

  /// Creates the row.
  public init(inquiryID: Int, category: String, content: String, createdAt: String) {
    self.inquiryID = inquiryID
    self.category = category
    self.content = content
    self.createdAt = createdAt
  }
}

/// The caller's inquiries, newest first.
public struct RespondInquiries: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The inquiries, newest first.
  public var inquiries: [InquiryRow]

  /// Creates the answer.
  public init(code: Int, message: String, inquiries: [InquiryRow]) {
    self.code = code
    self.message = message
    self.inquiries = inquiries
  }
}
