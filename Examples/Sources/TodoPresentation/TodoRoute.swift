import CairnNavigation
import Foundation
import TodoDomain

// snippet: todo-route
/// Where a TodoList deep link leads. The same links rebuild the screens the user left when the
/// app starts again (navigation restoration), drafts included.
public enum TodoRoute: Equatable, Sendable {
  /// `cairn://todo`: the list, with nothing presented.
  case list
  /// `cairn://todo/<uuid>`: one todo's detail, read-only.
  case todo(UUID)
  /// `cairn://todo/<uuid>/edit?title=…&content=…&deadline=…`: one todo's detail being edited,
  /// with the unsaved draft when the link carries one.
  case editing(UUID, draft: TodoDraft?)
  /// `cairn://todo/new?title=…&content=…&deadline=…`: the form for a new todo, with its draft.
  case new(draft: TodoDraft?)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<TodoRoute>(scheme: "cairn")
    .route("todo") { _ in .list }
    .route("todo/new") { .new(draft: try draft(in: $0)) }
    .route("todo/:id") { .todo(try $0.uuid("id")) }
    .route("todo/:id/edit") { .editing(try $0.uuid("id"), draft: try draft(in: $0)) }
  // end-snippet

  /// The link that opens this route.
  public var link: URL {
    var components = URLComponents()
    components.scheme = "cairn"
    components.host = "todo"
    switch self {
    case .list:
      break
    case .todo(let id):
      components.path = "/\(id.uuidString)"
    case .editing(let id, let draft):
      components.path = "/\(id.uuidString)/edit"
      components.queryItems = draft.map(Self.queryItems(for:))
    case .new(let draft):
      components.path = "/new"
      components.queryItems = draft.map(Self.queryItems(for:))
    }
    return components.url ?? URL(filePath: "/")
  }

  /// A draft travels as its three fields; the deadline as an ISO 8601 instant, so that it is
  /// the same moment whatever the calendar.
  private static func queryItems(for draft: TodoDraft) -> [URLQueryItem] {
    [
      URLQueryItem(name: "title", value: draft.title),
      URLQueryItem(name: "content", value: draft.content),
      URLQueryItem(name: "deadline", value: draft.deadline.formatted(.iso8601)),
    ]
  }

  /// The draft a link carries: none without a `deadline`; a deadline that is not an ISO 8601
  /// instant is an invalid parameter.
  private static func draft(in match: DeepLinkMatch) throws(DeepLinkError) -> TodoDraft? {
    guard let text = match.query["deadline"] else { return nil }
    guard let deadline = try? Date(text, strategy: .iso8601) else {
      throw .invalidParameter(name: "deadline", value: text)
    }
    return TodoDraft(
      title: match.query["title"] ?? "", content: match.query["content"] ?? "",
      deadline: deadline)
  }
}
