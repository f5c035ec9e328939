import CairnPresentation
import DimoDomain

/// What Password asks of its coordinator.
@MainActor
public protocol PasswordCoordinating: AnyObject {
  /// The password was chosen: NickName.
  func passwordDidSet(_ password: String)
}

/// What Password shows.
public struct PasswordState: Equatable, Sendable {
  /// The password typed.
  public var password = ""
  /// The confirmation typed.
  public var confirmation = ""

  /// True when the password follows the rule (the hint turns from a warning to fine).
  public var isValid: Bool { DimoRules.isValidPassword(password) }
  /// True when a confirmation was typed that differs: "비밀번호가 일치하지 않습니다."
  public var isMismatch: Bool { !confirmation.isEmpty && confirmation != password }
  /// True when "다음" may be pressed.
  public var isNextEnabled: Bool { isValid && confirmation == password }
}

/// Password: "비밀번호" and "비밀번호 재입력", the hint "숫자, 문자, 특수문자 포함 총 8글자 이상"
/// (the rule of `DimoRules`), the mismatch line, and "다음".
@MainActor
public final class PasswordViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The password changed.
    public var password: Signal<String>
    /// The confirmation changed.
    public var confirmation: Signal<String>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      password: Signal<String> = .never, confirmation: Signal<String> = .never,
      nextTapped: Signal<Void> = .never
    ) {
      self.password = password
      self.confirmation = confirmation
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The fields' states.
    public var state: Driver<PasswordState>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any PasswordCoordinating)?
  private let state = BehaviorRelay(PasswordState())
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.password.observe { [weak self] text in
      guard let self else { return }
      var value = state.value
      value.password = text
      state.acceptIfChanged(value)
    }.store(in: bag)
    input.confirmation.observe { [weak self] text in
      guard let self else { return }
      var value = state.value
      value.confirmation = text
      state.acceptIfChanged(value)
    }.store(in: bag)
    input.nextTapped.observe { [weak self] in
      guard let self, state.value.isNextEnabled else { return }
      coordinator?.passwordDidSet(state.value.password)
    }.store(in: bag)
    return Output(state: state.driver)
  }
}
