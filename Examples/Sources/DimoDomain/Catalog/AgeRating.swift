/// A work's age rating: the original's `rate` column (`12`, `15`, `19` or `전체`).
public enum AgeRating: Hashable, Sendable {
  /// For everyone (`전체`): "전체 관람가", not the original's "전체세 이상 관람가".
  case all
  /// From this age on.
  case age(Int)
  /// A value the catalog does not use, shown as it is.
  case other(String)

  /// Reads the catalog's value.
  public init(_ rate: String) {
    if rate == "전체" {
      self = .all
    } else if let age = Int(rate), age > 0 {
      self = .age(age)
    } else {
      self = .other(rate)
    }
  }
}
