import CairnNavigation
import Foundation

// snippet: todo-route
/// Where a TodoList deep link leads.
public enum TodoRoute: Equatable, Sendable {
  /// `cairn://todo`: the list, with nothing presented.
  case list
  /// `cairn://todo/<uuid>`: one todo's detail.
  case todo(UUID)

  /// The parser for the app's links.
  public static let parser = DeepLinkParser<TodoRoute>(scheme: "cairn")
    .route("todo") { _ in .list }
    .route("todo/:id") { .todo(try $0.uuid("id")) }
}
// end-snippet
