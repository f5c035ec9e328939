/// Finding what a ``NavigationStep`` names, for a container that carries out a plan.
extension NavigationState {
  /// The screen with this id, wherever it is (a page of a paged set included).
  public func screen(_ id: ScreenID) -> Screen? {
    allScreens.first { $0.id == id }
  }

  /// The presented modal with this id.
  public func modal(_ id: ModalID) -> Modal? {
    modals.first { $0.id == id }
  }
}
