/// A saved search keyword.
public struct SavedSearchRow: Codable, Equatable, Sendable {
  /// The row's id.
  public var searchID: Int
  /// Whose.
  public var userID: String
  /// The keyword.
  public var content: String

  enum CodingKeys: String, CodingKey {
    case content
    case searchID = "search_id"
    case userID = "user_id"
  }

  /// Creates the row.
  public init(searchID: Int, userID: String, content: String) {
    self.searchID = searchID
    self.userID = userID
    self.content = content
  }
}

/// The caller's recent searches, newest first, or null when there are none.
public struct RespondSavedSearches: DimoResponse, Equatable {
  /// 200 (201 when the keyword was saved before).
  public var code: Int
  /// The sentence.
  public var message: String
  /// Up to 5 keywords, newest first, or null.
  @ExplicitNull public var searchList: [SavedSearchRow]?

  enum CodingKeys: String, CodingKey {
    case code, message
    case searchList = "search_list"
  }

  /// Creates the answer.
  public init(code: Int, message: String, searchList: [SavedSearchRow]?) {
    self.code = code
    self.message = message
    self.searchList = searchList
  }
}

/// `POST vote/save_search` and `DELETE vote/delete_search`: one keyword of the caller.
public struct RequestSearchKeyword: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The keyword.
  public var searchContent: String

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case searchContent = "search_content"
  }

  /// Creates the request.
  public init(userID: String? = nil, searchContent: String) {
    self.userID = userID
    self.searchContent = searchContent
  }
}
