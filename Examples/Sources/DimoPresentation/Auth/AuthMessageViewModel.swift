import CairnPresentation

/// What the auth flow's message screens lead to.
public enum AuthMessageAction: Sendable, Equatable {
  /// "DIMO 시작하기": the tabs.
  case startDIMO
  /// "비밀번호 찾기": FindPW.
  case findPassword
  /// "다음": back to LoginStart.
  case backToLoginStart
}

/// What a message screen asks of its coordinator.
@MainActor
public protocol AuthMessageCoordinating: AnyObject {
  /// A button was pressed.
  func authMessageDidChoose(_ action: AuthMessageAction)
}

/// The auth flow's message screens: JoinComplete ("회원가입을 완료했어요", "DIMO 시작하기"),
/// NotificationID ("{name}님의 아이디는\n {id} 입니다.", "비밀번호 찾기", "다음") and SendMessage
/// ("일회용 비밀번호를 보냈어요\n문자를 확인해 주세요.", "다음").
@MainActor
public final class AuthMessageViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A button was pressed.
    public var chosen: Signal<AuthMessageAction>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(chosen: Signal<AuthMessageAction> = .never) {
      self.chosen = chosen
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The message.
    public var message: String
    /// The buttons, with what each does.
    public var buttons: [(title: String, action: AuthMessageAction)]
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any AuthMessageCoordinating)?
  private let message: String
  private let buttons: [(title: String, action: AuthMessageAction)]
  private let bag = TaskBag()

  /// A screen with `message` and `buttons`.
  public init(message: String, buttons: [(title: String, action: AuthMessageAction)]) {
    self.message = message
    self.buttons = buttons
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.chosen.observe { [weak self] in self?.coordinator?.authMessageDidChoose($0) }.store(
      in: bag)
    return Output(message: message, buttons: buttons)
  }
}
