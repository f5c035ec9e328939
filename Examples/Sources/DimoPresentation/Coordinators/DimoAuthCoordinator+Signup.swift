import CairnNavigation

extension DimoAuthCoordinator {
  /// Starts the sign-up (TermsOfUse).
  public func showTerms() {
    router.push(PlaceholderViewModel(), title: DimoStrings.signUp)
  }

  /// Opens FindID.
  public func showFindUserID() {
    router.push(PlaceholderViewModel(), title: DimoStrings.findUserIDTitle)
  }

  /// Opens FindPW.
  public func showFindPassword() {
    router.push(PlaceholderViewModel(), title: DimoStrings.findPasswordTitle)
  }
}
