import CairnPresentation
import DimoDomain

/// What FindPW asks of its coordinator.
@MainActor
public protocol FindPasswordCoordinating: AnyObject {
  /// Shows the carrier picker; nil when it was dismissed.
  func chooseAgency() async -> String?
  /// The one-time password was sent: SendMessage.
  func temporaryPasswordWasSent()
}

/// What FindPW shows.
public struct FindPasswordState: Equatable, Sendable {
  /// The name typed.
  public var name = ""
  /// The id typed.
  public var userID = ""
  /// The chosen carrier.
  public var agency: String?
  /// The phone, formatted `3-4-4`.
  public var phoneNumber = ""
  /// True while the request runs.
  public var isLoading = false

  /// True when "다음" may be pressed.
  public var isNextEnabled: Bool {
    !isLoading && (try? DimoRules.validatedUserID(userID)) != nil
      && DimoRules.mayRequestCode(name: name, agency: agency, phoneNumber: phoneNumber)
  }
}

/// FindPW: 이름 / 아이디 / 통신사 / 전화 번호 and "다음": the server sends a one-time password to
/// the account's phone (when it is the one given); "존재하지 않는 사용자 정보입니다." otherwise.
@MainActor
public final class FindPasswordViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The name changed.
    public var name: Signal<String>
    /// The id changed.
    public var userID: Signal<String>
    /// The carrier field was pressed.
    public var agencyTapped: Signal<Void>
    /// The phone changed (as typed).
    public var phoneNumber: Signal<String>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      name: Signal<String> = .never, userID: Signal<String> = .never,
      agencyTapped: Signal<Void> = .never, phoneNumber: Signal<String> = .never,
      nextTapped: Signal<Void> = .never
    ) {
      self.name = name
      self.userID = userID
      self.agencyTapped = agencyTapped
      self.phoneNumber = phoneNumber
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The fields and the button.
    public var state: Driver<FindPasswordState>
    /// A one-line message (toast).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any FindPasswordCoordinating)?
  private let auth: any AuthRepository
  private let state = BehaviorRelay(FindPasswordState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(dependencies: DimoDependencies) {
    auth = dependencies.auth
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.name.observe { [weak self] text in self?.update { $0.name = text } }.store(in: bag)
    input.userID.observe { [weak self] text in self?.update { $0.userID = text } }.store(in: bag)
    input.phoneNumber.observe { [weak self] text in
      self?.update { $0.phoneNumber = DimoRules.formattedPhoneNumber(text) }
    }.store(in: bag)
    input.agencyTapped.observe { [weak self] in
      self?.bag.run { [weak self] in
        guard let choice = await self?.coordinator?.chooseAgency() else { return }
        self?.update { $0.agency = choice }
      }
    }.store(in: bag)
    input.nextTapped.observe { [weak self] in self?.next() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout FindPasswordState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func next() {
    let current = state.value
    guard current.isNextEnabled else { return }
    update { $0.isLoading = true }
    let auth = self.auth
    bag.run { [weak self] in
      do throws(AuthFailure) {
        try await auth.sendTemporaryPassword(
          userID: current.userID, phoneNumber: current.phoneNumber)
        self?.update { $0.isLoading = false }
        self?.coordinator?.temporaryPasswordWasSent()
      } catch {
        self?.toast.send(DimoStrings.message(for: error))
        self?.update { $0.isLoading = false }
      }
    }
  }
}
