import CairnNavigation
import Foundation

// snippet: todo-app-coordinator
/// The TodoList's root: starts the list flow and opens deep links (the original TodoList's AppCoordinator).
@MainActor
public final class TodoAppCoordinator: Coordinator {
  private let dependencies: TodoDependencies
  /// The list flow, while it runs.
  public private(set) weak var listCoordinator: TodoListCoordinator?

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: TodoDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Starts the list flow on the main tab.
  public override func start() {
    let list = TodoListCoordinator(router: router.onTab(.main), dependencies: dependencies)
    listCoordinator = list
    startChild(list)
  }

  /// Opens `cairn://todo` (the list), `cairn://todo/<id>` (that todo's detail, `/edit` to edit
  /// it) or `cairn://todo/new` (the form for a new todo), with the draft a link carries.
  public func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    switch TodoRoute.parser.parse(url) {
    case .failure(let error):
      return .failure(error)
    case .success(let route):
      guard let listCoordinator else { return .failure(.unhandled(url.absoluteString)) }
      return await listCoordinator.open(route)
    }
  }
}
// end-snippet
