import CairnPresentation
import DimoDomain

/// What IDRegister asks of its coordinator.
@MainActor
public protocol IDRegisterCoordinating: AnyObject {
  /// The id was checked free: Password.
  func userIDDidRegister(_ userID: String)
}

/// What IDRegister shows.
public struct IDRegisterState: Equatable, Sendable {
  /// The id typed.
  public var userID = ""
  /// The id the last check was about, and whether it was free.
  public var checked: (userID: String, isAvailable: Bool)?
  /// The line under the field: the rule, or the check's answer.
  public var message: String?
  /// True while the check runs.
  public var isLoading = false

  /// True when the id typed was checked free: "다음" is enabled.
  public var isNextEnabled: Bool {
    checked?.userID == userID && checked?.isAvailable == true
  }

  /// True when the line is an error.
  public var isMessageError: Bool { !(checked?.isAvailable ?? false) || checked?.userID != userID }

  /// Compares the shown values.
  public static func == (lhs: IDRegisterState, rhs: IDRegisterState) -> Bool {
    lhs.userID == rhs.userID && lhs.checked?.userID == rhs.checked?.userID
      && lhs.checked?.isAvailable == rhs.checked?.isAvailable && lhs.message == rhs.message
      && lhs.isLoading == rhs.isLoading
  }
}

/// IDRegister: "아이디를 입력해주세요", "중복확인" (the id rule first, then the server), the answer
/// "사용 가능한 아이디입니다." / "사용할 수 없는 아이디입니다.", and "다음" once the typed id is free.
@MainActor
public final class IDRegisterViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The id changed.
    public var userID: Signal<String>
    /// "중복확인".
    public var checkTapped: Signal<Void>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      userID: Signal<String> = .never, checkTapped: Signal<Void> = .never,
      nextTapped: Signal<Void> = .never
    ) {
      self.userID = userID
      self.checkTapped = checkTapped
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The field, the answer and the button.
    public var state: Driver<IDRegisterState>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any IDRegisterCoordinating)?
  private let auth: any AuthRepository
  private let state = BehaviorRelay(IDRegisterState())
  private let bag = TaskBag()

  /// Creates the view model.
  public init(dependencies: DimoDependencies) {
    auth = dependencies.auth
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.userID.observe { [weak self] text in
      self?.update {
        $0.userID = text
        if $0.checked?.userID != text { $0.message = nil }
      }
    }.store(in: bag)
    input.checkTapped.observe { [weak self] in self?.check() }.store(in: bag)
    input.nextTapped.observe { [weak self] in
      guard let self, state.value.isNextEnabled else { return }
      coordinator?.userIDDidRegister(state.value.userID)
    }.store(in: bag)
    return Output(state: state.driver)
  }

  /// The server refused the id when the account was created (taken meanwhile).
  public func userIDWasTaken() {
    update {
      $0.checked = ($0.userID, false)
      $0.message = DimoStrings.userIDTaken
    }
  }

  private func update(_ change: (inout IDRegisterState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func check() {
    let userID = state.value.userID
    guard !state.value.isLoading else { return }
    guard (try? DimoRules.validatedUserID(userID)) != nil else {
      update {
        $0.checked = nil
        $0.message = DimoStrings.userIDRule
      }
      return
    }
    update { $0.isLoading = true }
    let auth = self.auth
    bag.run { [weak self] in
      do throws(AuthFailure) {
        let isAvailable = try await auth.isUserIDAvailable(userID)
        self?.update {
          $0.isLoading = false
          $0.checked = (userID, isAvailable)
          $0.message = isAvailable ? DimoStrings.userIDAvailable : DimoStrings.userIDTaken
        }
      } catch {
        self?.update {
          $0.isLoading = false
          $0.message = DimoStrings.message(for: error)
        }
      }
    }
  }
}
