import CairnPresentation

/// What LoginStart asks of its coordinator.
@MainActor
public protocol LoginStartCoordinating: AnyObject {
  /// Opens DimoLogin.
  func showDimoLogin()
  /// Starts the sign-up (TermsOfUse).
  func showTerms()
}

/// LoginStart: the social buttons (shown disabled, with the reason), "DIMO 아이디로 로그인" and
/// "회원가입"; a notice (the session expired, logged out) shows once on arrival.
@MainActor
public final class LoginStartViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// "DIMO 아이디로 로그인".
    public var dimoLoginTapped: Signal<Void>
    /// "회원가입".
    public var signUpTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(dimoLoginTapped: Signal<Void> = .never, signUpTapped: Signal<Void> = .never) {
      self.dimoLoginTapped = dimoLoginTapped
      self.signUpTapped = signUpTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The disabled social buttons' titles.
    public var socialButtons: [String]
    /// Why they are disabled.
    public var socialReason: String
    /// The message to show on arrival, if any.
    public var notice: String?
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any LoginStartCoordinating)?
  private let notice: String?
  private let bag = TaskBag()

  /// Creates the view model; `notice` shows once.
  public init(notice: String?) {
    self.notice = notice
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.dimoLoginTapped.observe { [weak self] in self?.coordinator?.showDimoLogin() }.store(
      in: bag)
    input.signUpTapped.observe { [weak self] in self?.coordinator?.showTerms() }.store(in: bag)
    return Output(
      socialButtons: [DimoStrings.kakaoLogin, DimoStrings.googleLogin, DimoStrings.appleLogin],
      socialReason: DimoStrings.socialUnavailable, notice: notice)
  }
}
