import CairnNavigation

/// What a tab asks of the app's root flow.
@MainActor
public protocol DimoSessionControlling: AnyObject {
  /// Logs out: the session is revoked and forgotten, the login shows.
  func logOut()
  /// The account was withdrawn: the session is forgotten, the login shows.
  func accountWasWithdrawn()
}

/// The base of the four tab coordinators: each shows its tab's first screen on its own stack,
/// and starts the shared flows (``DimoFlowStarting``) on that stack.
@MainActor
open class DimoTabCoordinator: Coordinator, DimoFlowStarting {
  /// What the flows need.
  public let dependencies: DimoDependencies
  /// The root flow, for logging out.
  public weak var sessionControl: (any DimoSessionControlling)?

  /// Creates the flow of a tab on `router` (a router on the tab's stack).
  public init(router: Router, dependencies: DimoDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Shows the tab's first screen again: the flows above it end (as when the user goes back).
  public func showFirstScreen() {
    router.popToRoot()
  }

  /// Starts the flow `link` leads to on this tab's stack.
  public func open(_ link: DimoLink) {
    switch link {
    case .content(let id): startContentDetail(contentID: id)
    case .character(let id): startCharacterDetail(characterID: id)
    case .review(let id, let characterID):
      startReviewDetail(reviewID: id, characterID: characterID)
    case .vote(let id): startVote(characterID: id)
    case .user(let id): startProfile(userID: id)
    }
  }
}
