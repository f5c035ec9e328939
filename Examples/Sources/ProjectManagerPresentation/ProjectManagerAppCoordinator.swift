import CairnNavigation
import Foundation

/// The Project Manager's root: starts the board flow on the main tab (the original Project Manager's
/// AppCoordinator).
@MainActor
public final class ProjectManagerAppCoordinator: Coordinator {
  private let dependencies: ProjectManagerDependencies
  /// The board flow, while it runs.
  public private(set) weak var boardCoordinator: BoardCoordinator?

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: ProjectManagerDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Starts the board flow on the main tab.
  public override func start() {
    let board = BoardCoordinator(router: router.onTab(.main), dependencies: dependencies)
    boardCoordinator = board
    startChild(board)
  }

  /// Opens `cairn://pm` (the board), `cairn://pm/<id>` (that work's form) or `cairn://pm/new`
  /// (the form for a new work), with the draft a link carries.
  public func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    switch ProjectManagerRoute.parser.parse(url) {
    case .failure(let error):
      return .failure(error)
    case .success(let route):
      guard let boardCoordinator else { return .failure(.unhandled(url.absoluteString)) }
      return await boardCoordinator.open(route)
    }
  }
}
