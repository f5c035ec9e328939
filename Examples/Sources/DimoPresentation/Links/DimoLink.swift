import CairnNavigation
import Foundation

/// Where a DIMO app link leads: a content's, a character's or a review's detail, opened on the
/// tab in view (`cairn://dimo/content/<id>`, `…/character/<id>`, `…/review/<id>`).
public enum DimoLink: Equatable, Sendable {
  /// A content's detail.
  case content(Int)
  /// A character's detail.
  case character(Int)
  /// A review's detail.
  case review(Int)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<DimoLink>(scheme: "cairn")
    .route("dimo/content/:id") { .content(try $0.int("id")) }
    .route("dimo/character/:id") { .character(try $0.int("id")) }
    .route("dimo/review/:id") { .review(try $0.int("id")) }

  /// The link that opens this route.
  public var url: URL {
    let path =
      switch self {
      case .content(let id): "content/\(id)"
      case .character(let id): "character/\(id)"
      case .review(let id): "review/\(id)"
      }
    return URL(string: "cairn://dimo/\(path)") ?? URL(fileURLWithPath: "/")
  }
}
