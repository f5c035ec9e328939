import CairnPresentation
import DimoDomain

/// What NickName asks of its coordinator.
@MainActor
public protocol NicknameCoordinating: AnyObject {
  /// The nickname was chosen: JoinMbti.
  func nicknameDidSet(_ nickname: String)
}

/// What NickName shows.
public struct NicknameState: Equatable, Sendable {
  /// The nickname typed.
  public var nickname = ""
  /// The nickname the server refused as taken.
  public var takenNickname: String?

  /// The line under the field, and whether it is an error.
  public var message: (text: String, isError: Bool)? {
    if nickname.isEmpty { return nil }
    if DimoRules.length(of: nickname) < DimoRules.nicknameLength.lowerBound {
      return (DimoStrings.nicknameTooShort, true)
    }
    if (try? DimoRules.validatedNickname(nickname)) == nil {
      return (DimoStrings.nicknameRule, true)
    }
    if nickname == takenNickname { return (DimoStrings.nicknameTaken, true) }
    return nil
  }

  /// True when "다음" may be pressed.
  public var isNextEnabled: Bool {
    (try? DimoRules.validatedNickname(nickname)) != nil && nickname != takenNickname
  }

  /// Compares the shown values.
  public static func == (lhs: NicknameState, rhs: NicknameState) -> Bool {
    lhs.nickname == rhs.nickname && lhs.takenNickname == rhs.takenNickname
  }
}

/// NickName: "닉네임" with "두 글자 이상 입력해주세요." and the rest of the nickname rule of
/// `DimoRules`; a nickname the server refuses as taken when the account is created comes back
/// here with "중복된 닉네임이 존재합니다." (the server checks names for signed-in users only, so
/// the check happens with the signup itself).
@MainActor
public final class NicknameViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The nickname changed.
    public var nickname: Signal<String>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(nickname: Signal<String> = .never, nextTapped: Signal<Void> = .never) {
      self.nickname = nickname
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The field's state.
    public var state: Driver<NicknameState>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any NicknameCoordinating)?
  private let state = BehaviorRelay(NicknameState())
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.nickname.observe { [weak self] text in
      guard let self else { return }
      var value = state.value
      value.nickname = text
      state.acceptIfChanged(value)
    }.store(in: bag)
    input.nextTapped.observe { [weak self] in
      guard let self, state.value.isNextEnabled else { return }
      coordinator?.nicknameDidSet(state.value.nickname)
    }.store(in: bag)
    return Output(state: state.driver)
  }

  /// The server refused the nickname as taken.
  public func nicknameWasTaken() {
    var value = state.value
    value.takenNickname = value.nickname
    state.acceptIfChanged(value)
  }
}
