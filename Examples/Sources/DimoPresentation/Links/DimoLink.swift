import CairnNavigation
import Foundation

/// Where a DIMO app link leads: a content's, a character's or a review's detail, the vote on
/// a character, or a user's profile, opened on the tab in view (`cairn://dimo/content/<id>`,
/// `…/character/<id>`, `…/review/<id>?character=<character id>`, `…/vote/<character id>`,
/// `…/user/<login id>`). A review link names its character because the server finds a review
/// only with it (`character/review_detail` takes both, as the original's did); a review link
/// without it is refused.
public enum DimoLink: Equatable, Sendable {
  /// A content's detail.
  case content(Int)
  /// A character's detail.
  case character(Int)
  /// A review's detail, with the review's character.
  case review(Int, characterID: Int)
  /// The vote on a character: Dig, or its result when the caller voted on it already.
  case vote(Int)
  /// A user's profile, by login id.
  case user(String)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<DimoLink>(scheme: "cairn")
    .route("dimo/content/:id") { .content(try $0.int("id")) }
    .route("dimo/character/:id") { .character(try $0.int("id")) }
    .route("dimo/review/:id") { .review(try $0.int("id"), characterID: try $0.int("character")) }
    .route("dimo/vote/:id") { .vote(try $0.int("id")) }
    .route("dimo/user/:id") { .user(try $0.string("id")) }

  /// The link that opens this route.
  public var url: URL {
    let path =
      switch self {
      case .content(let id): "content/\(id)"
      case .character(let id): "character/\(id)"
      case .review(let id, let characterID): "review/\(id)?character=\(characterID)"
      case .vote(let id): "vote/\(id)"
      case .user(let id):
        "user/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id)"
      }
    return URL(string: "cairn://dimo/\(path)") ?? URL(fileURLWithPath: "/")
  }
}
