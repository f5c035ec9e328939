import SQLKit

extension SQLRow {
  /// A whole-number column.
  func int(_ column: String) throws -> Int {
    try decode(column: column, as: Int.self)
  }

  /// A whole-number column that may be NULL.
  func optionalInt(_ column: String) throws -> Int? {
    try decodeNil(column: column) ? nil : try decode(column: column, as: Int.self)
  }

  /// A text column.
  func string(_ column: String) throws -> String {
    try decode(column: column, as: String.self)
  }

  /// A text column that may be NULL.
  func optionalString(_ column: String) throws -> String? {
    try decodeNil(column: column) ? nil : try decode(column: column, as: String.self)
  }
}

/// The URL paths of pictures in answers: absolute paths on the serving host
/// (`/dimo/images/anime_3371.png`), which clients resolve against their base URL, because the
/// server does not know the name a client reached it by.
struct ImagePaths: Sendable {
  /// The mount point of the routes, like `/dimo`.
  let prefix: String

  /// A poster or portrait.
  func image(_ file: String) -> String {
    "\(prefix)/images/\(file)"
  }

  /// An uploaded profile picture, or nil.
  func profile(_ file: String?) -> String? {
    file.map { "\(prefix)/profile_images/\($0)" }
  }
}

/// `value` as a bound parameter, or `NULL` when it is nil.
func bindOrNull(_ value: (any Encodable & Sendable)?) -> any SQLExpression {
  guard let value else { return SQLLiteral.null }
  return SQLBind(value)
}
