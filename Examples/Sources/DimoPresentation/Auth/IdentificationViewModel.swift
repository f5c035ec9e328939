import CairnPresentation
import DimoDomain

/// What the identification screens ask of their coordinator.
@MainActor
public protocol IdentificationCoordinating: AnyObject {
  /// Shows the carrier picker; nil when it was dismissed.
  func chooseAgency() async -> String?
  /// The phone was verified (sign-up).
  func identificationDidVerify(name: String, agency: String, phoneNumber: String)
  /// The account was found (FindID): NotificationID.
  func showFoundUserID(_ account: FoundAccount)
  /// The one-time password was sent (FindPW): SendMessage.
  func temporaryPasswordWasSent()
}

/// SignupIdentification, FindID and FindPW: 이름, 아이디 (FindPW only), 통신사 (a picker), 전화 번호
/// (formatted `3-4-4` as it is typed), "인증요청" (a code from the server, the toast "인증 번호를
/// 발송했어요" and the 3:00 countdown), 인증 번호 and "다음": the sign-up verifies the code with the
/// server ("인증 번호가 올바르지 않습니다." when wrong); FindID looks the account up with it; FindPW
/// has a one-time password sent with it. The original's FindPW reset the password without a
/// code, which let anyone who knew an id and its number take the account.
@MainActor
public final class IdentificationViewModel: ViewModel {
  /// Which screen this is.
  public enum Purpose: Sendable {
    /// SignupIdentification.
    case signUp
    /// FindID.
    case findUserID
    /// FindPW.
    case findPassword
  }

  /// What the user did.
  public struct Input {
    /// The name changed.
    public var name: Signal<String>
    /// The id changed (FindPW).
    public var userID: Signal<String>
    /// The carrier field was pressed.
    public var agencyTapped: Signal<Void>
    /// The phone changed (as typed).
    public var phoneNumber: Signal<String>
    /// "인증요청".
    public var requestCodeTapped: Signal<Void>
    /// The code changed.
    public var code: Signal<String>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      name: Signal<String> = .never, userID: Signal<String> = .never,
      agencyTapped: Signal<Void> = .never,
      phoneNumber: Signal<String> = .never, requestCodeTapped: Signal<Void> = .never,
      code: Signal<String> = .never, nextTapped: Signal<Void> = .never
    ) {
      self.name = name
      self.userID = userID
      self.agencyTapped = agencyTapped
      self.phoneNumber = phoneNumber
      self.requestCodeTapped = requestCodeTapped
      self.code = code
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The fields, the countdown and the buttons' states.
    public var state: Driver<IdentificationState>
    /// A one-line message (toast).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any IdentificationCoordinating)?
  /// Which screen this is.
  public let purpose: Purpose
  private let auth: any AuthRepository
  private let ticks: @Sendable () -> AsyncStream<Void>
  private let state: BehaviorRelay<IdentificationState>
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()
  private let countdownBag = TaskBag()

  /// Creates the view model.
  public init(purpose: Purpose, dependencies: DimoDependencies) {
    self.purpose = purpose
    state = BehaviorRelay(IdentificationState(needsUserID: purpose == .findPassword))
    auth = dependencies.auth
    ticks = dependencies.secondTicks
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.name.observe { [weak self] name in self?.update { $0.name = name } }.store(in: bag)
    input.userID.observe { [weak self] text in self?.update { $0.userID = text } }.store(in: bag)
    input.phoneNumber.observe { [weak self] phone in
      self?.update { $0.phoneNumber = DimoRules.formattedPhoneNumber(phone) }
    }.store(in: bag)
    input.code.observe { [weak self] code in
      self?.update {
        $0.code = String(code.prefix(DimoRules.smsCodeLength))
        if $0.secondsLeft != 0 { $0.codeError = nil }
      }
    }.store(in: bag)
    input.agencyTapped.observe { [weak self] in self?.pickAgency() }.store(in: bag)
    input.requestCodeTapped.observe { [weak self] in self?.requestCode() }.store(in: bag)
    input.nextTapped.observe { [weak self] in self?.next() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout IdentificationState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func pickAgency() {
    bag.run { [weak self] in
      guard let choice = await self?.coordinator?.chooseAgency() else { return }
      self?.update { $0.agency = choice }
    }
  }

  private func requestCode() {
    guard state.value.isRequestEnabled else { return }
    update { $0.isLoading = true }
    let (auth, phone) = (self.auth, state.value.phoneNumber)
    bag.run { [weak self] in
      do throws(AuthFailure) {
        try await auth.requestCode(phoneNumber: phone)
        self?.codeWasSent()
      } catch {
        self?.toast.send(DimoStrings.message(for: error))
        self?.update { $0.isLoading = false }
      }
    }
  }

  private func codeWasSent() {
    countdownBag.cancelAll()
    update {
      $0.isLoading = false
      $0.isCodeSent = true
      $0.codeError = nil
      $0.secondsLeft = Int(DimoRules.smsCodeLifetime)
    }
    toast.send(DimoStrings.codeSent)
    let ticks = self.ticks()
    countdownBag.run { [weak self] in
      for await _ in ticks {
        guard let self else { return }
        let left = max((state.value.secondsLeft ?? 0) - 1, 0)
        update {
          $0.secondsLeft = left
          if left == 0 { $0.codeError = DimoStrings.codeExpired }
        }
        if left == 0 { return }
      }
    }
  }

  private func next() {
    let current = state.value
    guard current.isNextEnabled, let agency = current.agency else { return }
    update { $0.isLoading = true }
    let (auth, name, phone, code) = (self.auth, current.name, current.phoneNumber, current.code)
    switch purpose {
    case .signUp:
      bag.run { [weak self] in
        do throws(AuthFailure) {
          try await auth.verifyCode(phoneNumber: phone, code: code)
          self?.update { $0.isLoading = false }
          self?.coordinator?.identificationDidVerify(
            name: DimoRules.trimmed(name), agency: agency, phoneNumber: phone)
        } catch {
          self?.update {
            $0.isLoading = false
            $0.codeError =
              error == .invalidCode ? DimoStrings.wrongCode : DimoStrings.message(for: error)
          }
        }
      }
    case .findUserID:
      bag.run { [weak self] in
        do throws(AuthFailure) {
          let account = try await auth.findUserID(
            FindUserIDQuery(
              name: DimoRules.trimmed(name), agency: agency, phoneNumber: phone, code: code))
          self?.update { $0.isLoading = false }
          self?.coordinator?.showFoundUserID(account)
        } catch {
          self?.failed(error)
        }
      }
    case .findPassword:
      let userID = current.userID
      bag.run { [weak self] in
        do throws(AuthFailure) {
          try await auth.sendTemporaryPassword(userID: userID, phoneNumber: phone, code: code)
          self?.update { $0.isLoading = false }
          self?.coordinator?.temporaryPasswordWasSent()
        } catch {
          self?.failed(error)
        }
      }
    }
  }

  /// FindID's and FindPW's refusals: a toast.
  private func failed(_ error: AuthFailure) {
    toast.send(error == .invalidCode ? DimoStrings.invalidCode : DimoStrings.message(for: error))
    update { $0.isLoading = false }
  }
}
