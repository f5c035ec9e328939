import Foundation

/// One notice of the service ("공지사항").
public struct Notice: Hashable, Sendable, Identifiable {
  /// Its id.
  public var id: Int
  /// The title.
  public var title: String
  /// The text.
  public var body: String
  /// When it was posted.
  public var postedAt: Date

  /// Creates a notice.
  public init(id: Int, title: String, body: String, postedAt: Date) {
    self.id = id
    self.title = title
    self.body = body
    self.postedAt = postedAt
  }
}
