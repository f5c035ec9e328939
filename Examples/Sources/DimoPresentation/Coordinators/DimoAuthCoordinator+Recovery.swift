import CairnNavigation
import DimoDomain

// Finding an account: FindID → NotificationID, FindPW → SendMessage; and the message screens'
// buttons.
extension DimoAuthCoordinator: AuthMessageCoordinating {
  /// Opens FindID.
  public func showFindUserID() {
    let viewModel = IdentificationViewModel(purpose: .findUserID, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "FindID", title: DimoStrings.findUserIDTitle)
  }

  /// FindID → NotificationID.
  public func showFoundUserID(_ account: FoundAccount) {
    let viewModel = AuthMessageViewModel(
      message: DimoStrings.foundUserID(name: account.name, userID: account.userID),
      buttons: [
        (DimoStrings.findPassword, .findPassword), (DimoStrings.next, .backToLoginStart),
      ])
    viewModel.coordinator = self
    router.push(viewModel, name: "NotificationID", title: DimoStrings.findUserIDTitle)
  }

  /// Opens FindPW.
  public func showFindPassword() {
    let viewModel = IdentificationViewModel(purpose: .findPassword, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "FindPW", title: DimoStrings.findPasswordTitle)
  }

  /// FindPW → SendMessage.
  public func temporaryPasswordWasSent() {
    let viewModel = AuthMessageViewModel(
      message: DimoStrings.temporaryPasswordSent,
      buttons: [(DimoStrings.next, .backToLoginStart)])
    viewModel.coordinator = self
    router.push(viewModel, name: "SendMessage", title: DimoStrings.findPasswordTitle)
  }

  /// A message screen's button.
  public func authMessageDidChoose(_ action: AuthMessageAction) {
    switch action {
    case .startDIMO: finish(with: ())
    case .findPassword: showFindPassword()
    case .backToLoginStart: router.popToRoot()
    }
  }
}
