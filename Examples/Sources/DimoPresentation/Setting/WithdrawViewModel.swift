import CairnPresentation
import DimoDomain

/// 회원탈퇴: "정말 떠나시나요?", the explanation, the six reasons (exactly one), the free text
/// (at most 100 characters, counted; a longer input is cut and "최대 100자" turns red),
/// "탈퇴하기", the alert, then the withdrawal and the login. The reason sent
/// (`"{reason}\n 탈퇴사유: {text}"`) always fits the server's limit, which the original's did not.
@MainActor
public final class WithdrawViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A reason was chosen.
    public var reasonSelected: Signal<WithdrawReason>
    /// The free text, on every change.
    public var text: Signal<String>
    /// "탈퇴하기".
    public var withdrawTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      reasonSelected: Signal<WithdrawReason> = .never, text: Signal<String> = .never,
      withdrawTapped: Signal<Void> = .never
    ) {
      self.reasonSelected = reasonSelected
      self.text = text
      self.withdrawTapped = withdrawTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The six reasons, in order.
    public var reasons: [WithdrawReason]
    /// The choice, the text and the button.
    public var state: Driver<WithdrawState>
    /// One-line messages (failures).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any WithdrawCoordinating)?
  private let settings: any SettingsRepository
  private let state = BehaviorRelay(WithdrawState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.reasonSelected.observe { [weak self] reason in self?.update { $0.reason = reason } }
      .store(in: bag)
    input.text.observe { [weak self] text in
      let kept = DimoRules.limitedWithdrawText(text)
      self?.update {
        $0.text = kept
        $0.wasCut = kept != text
      }
    }.store(in: bag)
    input.withdrawTapped.observe { [weak self] in self?.withdraw() }.store(in: bag)
    return Output(reasons: WithdrawReason.allCases, state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout WithdrawState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func withdraw() {
    guard state.value.isWithdrawEnabled, let reason = state.value.sentReason else { return }
    update { $0.isSending = true }
    let settings = self.settings
    bag.run { [weak self] in
      guard let confirmed = await self?.coordinator?.confirmWithdrawal(), confirmed else {
        self?.update { $0.isSending = false }
        return
      }
      do throws(DimoFailure) {
        try await settings.withdraw(reason: reason)
        self?.coordinator?.withdrawalDidFinish()
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.message(for: error))
      }
    }
  }
}
