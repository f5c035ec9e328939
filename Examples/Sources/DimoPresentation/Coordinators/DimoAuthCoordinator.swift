import CairnNavigation
import DimoDomain

/// The auth flow (LoginStart, DimoLogin, the sign-up, finding an id or a password) on the
/// app's single stack before the tabs exist. It finishes when the user is logged in.
@MainActor
public final class DimoAuthCoordinator: FlowCoordinator<Void> {
  let dependencies: DimoDependencies
  /// What the sign-up screens gathered so far.
  var draft = SignupDraft()
  private let notice: String?

  /// Creates the flow; `notice` (a session that ended) shows on LoginStart.
  public init(router: Router, dependencies: DimoDependencies, notice: String?) {
    self.dependencies = dependencies
    self.notice = notice
    super.init(router: router)
  }

  /// Shows LoginStart.
  public override func start() {
    let viewModel = LoginStartViewModel(notice: notice)
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.loginStartTitle)
  }
}

extension DimoAuthCoordinator: LoginStartCoordinating, DimoLoginCoordinating {
  /// Opens DimoLogin.
  public func showDimoLogin() {
    let viewModel = DimoLoginViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.logIn)
  }

  /// The user is logged in: the flow ends, the tabs show.
  public func loginDidSucceed() {
    finish(with: ())
  }

  /// The popup of an unknown account.
  public func showUnknownAccount() {
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: DimoStrings.noAccountTitle, message: DimoStrings.noAccountMessage,
        actions: [DialogAction(DimoStrings.confirm, role: .cancel, value: ())])
    }
  }
}
