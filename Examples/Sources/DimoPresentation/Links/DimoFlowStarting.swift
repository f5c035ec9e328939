import CairnNavigation

/// A coordinator that starts the flows every tab shares — a content's, a character's and a
/// review's detail — on its own stack, so that they run on whichever tab is in view without
/// switching tabs. Every tab coordinator is one (``DimoTabCoordinator``).
@MainActor
public protocol DimoFlowStarting: AnyObject {
  /// Starts the flow `link` leads to on this coordinator's stack.
  func open(_ link: DimoLink)
}
