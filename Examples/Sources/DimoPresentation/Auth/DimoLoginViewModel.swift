import CairnPresentation
import DimoDomain

/// What DimoLogin asks of its coordinator.
@MainActor
public protocol DimoLoginCoordinating: AnyObject {
  /// The login succeeded.
  func loginDidSucceed()
  /// Shows the "존재하지 않는 회원정보" popup.
  func showUnknownAccount()
  /// Opens FindID.
  func showFindUserID()
  /// Opens FindPW.
  func showFindPassword()
  /// Starts the sign-up (TermsOfUse).
  func showTerms()
}

/// DimoLogin: id and password; "로그인" is enabled when the password follows the password rule
/// (as in the original). A wrong password shows the toast "아이디 비밀번호를 확인해 주세요.", an
/// unknown id the popup the original never showed.
@MainActor
public final class DimoLoginViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The id changed.
    public var userID: Signal<String>
    /// The password changed.
    public var password: Signal<String>
    /// "로그인".
    public var loginTapped: Signal<Void>
    /// "아이디 찾기".
    public var findUserIDTapped: Signal<Void>
    /// "비밀번호 찾기".
    public var findPasswordTapped: Signal<Void>
    /// "DIMO가 처음이신가요?".
    public var signUpTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      userID: Signal<String> = .never, password: Signal<String> = .never,
      loginTapped: Signal<Void> = .never, findUserIDTapped: Signal<Void> = .never,
      findPasswordTapped: Signal<Void> = .never, signUpTapped: Signal<Void> = .never
    ) {
      self.userID = userID
      self.password = password
      self.loginTapped = loginTapped
      self.findUserIDTapped = findUserIDTapped
      self.findPasswordTapped = findPasswordTapped
      self.signUpTapped = signUpTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// True when the button may be pressed.
    public var isLoginEnabled: Driver<Bool>
    /// True while the login is sent.
    public var isLoading: Driver<Bool>
    /// A one-line message (toast).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any DimoLoginCoordinating)?
  private let auth: any AuthRepository
  private let userID = BehaviorRelay("")
  private let password = BehaviorRelay("")
  private let isLoginEnabled = BehaviorRelay(false)
  private let isLoading = BehaviorRelay(false)
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(dependencies: DimoDependencies) {
    auth = dependencies.auth
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.userID.observe { [weak self] in
      self?.userID.acceptIfChanged($0)
      self?.updateLoginEnabled()
    }.store(in: bag)
    input.password.observe { [weak self] in
      self?.password.acceptIfChanged($0)
      self?.updateLoginEnabled()
    }.store(in: bag)
    input.loginTapped.observe { [weak self] in self?.logIn() }.store(in: bag)
    input.findUserIDTapped.observe { [weak self] in self?.coordinator?.showFindUserID() }.store(
      in: bag)
    input.findPasswordTapped.observe { [weak self] in self?.coordinator?.showFindPassword() }
      .store(in: bag)
    input.signUpTapped.observe { [weak self] in self?.coordinator?.showTerms() }.store(in: bag)
    return Output(
      isLoginEnabled: isLoginEnabled.driver, isLoading: isLoading.driver, toast: toast.signal)
  }

  private func updateLoginEnabled() {
    isLoginEnabled.acceptIfChanged(
      !userID.value.isEmpty && DimoRules.isValidPassword(password.value))
  }

  private func logIn() {
    guard !isLoading.value else { return }
    guard isLoginEnabled.value else {
      toast.send(DimoStrings.checkIDAndPassword)
      return
    }
    isLoading.accept(true)
    let auth = self.auth
    let (userID, password) = (self.userID.value, self.password.value)
    bag.run { [weak self] in
      do throws(AuthFailure) {
        try await auth.logIn(userID: userID, password: password)
        self?.isLoading.accept(false)
        self?.coordinator?.loginDidSucceed()
      } catch {
        self?.show(error)
        self?.isLoading.accept(false)
      }
    }
  }

  private func show(_ failure: AuthFailure) {
    switch failure {
    case .noAccount: coordinator?.showUnknownAccount()
    case .wrongPassword: toast.send(DimoStrings.checkIDAndPassword)
    default: toast.send(DimoStrings.message(for: failure))
    }
  }
}
