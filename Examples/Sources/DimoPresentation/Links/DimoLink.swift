import CairnNavigation
import Foundation

/// Where a DIMO app link leads: a content's, a character's or a review's detail, or the vote on
/// a character, opened on the tab in view (`cairn://dimo/content/<id>`, `…/character/<id>`,
/// `…/review/<id>?character=<character id>`, `…/vote/<character id>`). A review link names its character because the
/// server finds a review only with it (`character/review_detail` takes both, as the original's
/// did); a review link without it is refused.
public enum DimoLink: Equatable, Sendable {
  /// A content's detail.
  case content(Int)
  /// A character's detail.
  case character(Int)
  /// A review's detail, with the review's character.
  case review(Int, characterID: Int)
  /// The vote on a character: Dig, or its result when the caller voted on it already.
  case vote(Int)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<DimoLink>(scheme: "cairn")
    .route("dimo/content/:id") { .content(try $0.int("id")) }
    .route("dimo/character/:id") { .character(try $0.int("id")) }
    .route("dimo/review/:id") { .review(try $0.int("id"), characterID: try $0.int("character")) }
    .route("dimo/vote/:id") { .vote(try $0.int("id")) }

  /// The link that opens this route.
  public var url: URL {
    let path =
      switch self {
      case .content(let id): "content/\(id)"
      case .character(let id): "character/\(id)"
      case .review(let id, let characterID): "review/\(id)?character=\(characterID)"
      case .vote(let id): "vote/\(id)"
      }
    return URL(string: "cairn://dimo/\(path)") ?? URL(fileURLWithPath: "/")
  }
}
