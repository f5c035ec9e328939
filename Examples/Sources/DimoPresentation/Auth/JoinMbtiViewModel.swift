import CairnPresentation
import DimoDomain

/// What JoinMbti asks of its coordinator.
@MainActor
public protocol JoinMbtiCoordinating: AnyObject {
  /// Creates the account with `mbti`; returns the refusal to show here, or nil when the
  /// flow moved on (to JoinComplete, or back to the screen whose value was refused).
  func signUp(mbti: MBTI) async -> AuthFailure?
}

/// What JoinMbti shows.
public struct JoinMbtiState: Equatable, Sendable {
  /// The letter chosen on each axis.
  public var letters: [MBTIAxis: Character] = [:]
  /// True while the account is created.
  public var isLoading = false

  /// The type, once a letter is chosen on every axis.
  public var mbti: MBTI? { MBTI(letters: letters) }
  /// True when "다음" may be pressed.
  public var isNextEnabled: Bool { mbti != nil && !isLoading }
}

/// JoinMbti: the four pairs (외향형 E / 내향형 I …), "나의 MBTI를 잘 모르겠어요" (which shows the
/// test's address), and "다음" once four letters are chosen: the account is created.
@MainActor
public final class JoinMbtiViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A letter was chosen.
    public var letterChosen: Signal<Character>
    /// "나의 MBTI를 잘 모르겠어요".
    public var unknownTapped: Signal<Void>
    /// "다음".
    public var nextTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      letterChosen: Signal<Character> = .never, unknownTapped: Signal<Void> = .never,
      nextTapped: Signal<Void> = .never
    ) {
      self.letterChosen = letterChosen
      self.unknownTapped = unknownTapped
      self.nextTapped = nextTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The choices and the button.
    public var state: Driver<JoinMbtiState>
    /// A one-line message (toast).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any JoinMbtiCoordinating)?
  private let state: BehaviorRelay<JoinMbtiState>
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model, with the four letters of `chosen` already picked (the type chosen
  /// before the sign-up went back to fix another screen).
  public init(chosen: MBTI? = nil) {
    var initial = JoinMbtiState()
    if let chosen {
      for axis in MBTIAxis.allCases { initial.letters[axis] = chosen.letter(on: axis) }
    }
    state = BehaviorRelay(initial)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.letterChosen.observe { [weak self] letter in
      guard let self, let axis = MBTIAxis.allCases.first(where: { $0.contains(letter) }) else {
        return
      }
      var value = state.value
      value.letters[axis] = letter
      state.acceptIfChanged(value)
    }.store(in: bag)
    input.unknownTapped.observe { [weak self] in
      self?.toast.send("\(DimoStrings.unknownMBTI): \(DimoStrings.mbtiTestURL)")
    }.store(in: bag)
    input.nextTapped.observe { [weak self] in self?.next() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func next() {
    guard state.value.isNextEnabled, let mbti = state.value.mbti else { return }
    var value = state.value
    value.isLoading = true
    state.accept(value)
    bag.run { [weak self] in
      let failure = await self?.coordinator?.signUp(mbti: mbti)
      guard let self else { return }
      var value = state.value
      value.isLoading = false
      state.accept(value)
      if let failure { toast.send(DimoStrings.message(for: failure)) }
    }
  }
}
