import CairnNavigation
import Foundation
import ProjectManagerDomain

/// Where a Project Manager link leads. The same links rebuild the screens the user left when
/// the app starts again (navigation restoration), drafts included.
public enum ProjectManagerRoute: Equatable, Sendable {
  /// `cairn://pm`: the board, with nothing presented.
  case board
  /// `cairn://pm/<uuid>?title=…&body=…&due=…`: the form of one work, holding the unsaved
  /// draft when the link carries one.
  case work(UUID, draft: WorkDraft?)
  /// `cairn://pm/new?title=…&body=…&due=…`: the form for a new work, with its draft.
  case new(draft: WorkDraft?)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<ProjectManagerRoute>(scheme: "cairn")
    .route("pm") { _ in .board }
    .route("pm/new") { .new(draft: try draft(in: $0)) }
    .route("pm/:id") { .work(try $0.uuid("id"), draft: try draft(in: $0)) }

  /// The link that opens this route.
  public var link: URL {
    var components = URLComponents()
    components.scheme = "cairn"
    components.host = "pm"
    switch self {
    case .board:
      break
    case .work(let id, let draft):
      components.path = "/\(id.uuidString)"
      components.queryItems = draft.map(Self.queryItems(for:))
    case .new(let draft):
      components.path = "/new"
      components.queryItems = draft.map(Self.queryItems(for:))
    }
    return components.url ?? URL(filePath: "/")
  }

  /// A draft travels as its three fields, the due day as `YYYY-MM-DD`.
  private static func queryItems(for draft: WorkDraft) -> [URLQueryItem] {
    [
      URLQueryItem(name: "title", value: draft.title),
      URLQueryItem(name: "body", value: draft.body),
      URLQueryItem(name: "due", value: draft.due.iso),
    ]
  }

  /// The draft a link carries: none without a `due`; a `due` that is not a day is an invalid
  /// parameter.
  private static func draft(in match: DeepLinkMatch) throws(DeepLinkError) -> WorkDraft? {
    guard let text = match.query["due"] else { return nil }
    guard let due = try? Day(parsing: text) else {
      throw .invalidParameter(name: "due", value: text)
    }
    return WorkDraft(title: match.query["title"] ?? "", body: match.query["body"] ?? "", due: due)
  }
}
