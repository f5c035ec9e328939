/// `GET detail/{hash}`: `{"hash", "data": {...}}`.
public struct RespondDishDetail: Codable, Equatable, Sendable {
  /// The dish's hash.
  public let hash: String
  /// The detail.
  public let data: RespondDetailData

  /// Creates the answer.
  public init(hash: String, data: RespondDetailData) {
    self.hash = hash
    self.data = data
  }
}
