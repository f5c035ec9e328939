import CairnNavigation

/// A coordinator that makes the flow of another user's profile: a tab coordinator, which holds
/// every dependency. Flows deeper on the stack (a review's detail) find it among their
/// ancestors and start the flow as their own child, on their own stack.
@MainActor
public protocol DimoProfileFlowMaking: AnyObject {
  /// The flow of `userID`'s profile on `router`'s stack.
  func makeProfileFlow(router: Router, userID: String, nickname: String?) -> Coordinator
}

extension DimoTabCoordinator: DimoProfileFlowMaking {
  /// Another user's profile page on `router`'s stack.
  public func makeProfileFlow(router: Router, userID: String, nickname: String?) -> Coordinator {
    MomentumCoordinator(
      router: router, owner: .user(id: userID, nickname: nickname), dependencies: dependencies)
  }

  /// Starts `userID`'s profile on this tab's stack (`cairn://dimo/user/<userId>`).
  public func startProfile(userID: String) {
    startChild(makeProfileFlow(router: router, userID: userID, nickname: nil))
  }
}

extension Coordinator {
  /// Starts `userID`'s profile as a child of this flow, on its stack, through the nearest
  /// ancestor that makes profile flows; false when there is none.
  @discardableResult
  public func startProfile(userID: String, nickname: String?) -> Bool {
    var node: Coordinator? = self
    while let current = node {
      if let maker = current as? any DimoProfileFlowMaking {
        startChild(maker.makeProfileFlow(router: router, userID: userID, nickname: nickname))
        return true
      }
      node = current.parent
    }
    return false
  }
}
