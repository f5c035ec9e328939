import CairnPresentation
import DimoDomain

/// 닉네임 변경: asks the server first whether the nickname may change (once in 30 days; if not,
/// the field is off and the server's sentence shows), "마지막 변경일 : {date}", "한 달에 한번만
/// 변경할 수 있어요"; a typed nickname is checked against the rule, then against the server
/// ("사용 가능한 닉네임입니다." / "중복된 닉네임이 존재합니다."); "변경하기" asks to confirm, then
/// changes it ("변경을 완료했어요") and goes back. A refusal shows the server's sentence.
///
/// Each change of the text is checked at once (no debounce): an answer for a nickname that is
/// no longer the one typed is ignored.
@MainActor
public final class EditNicknameViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared (and "다시 시도").
    public var viewDidLoad: Signal<Void>
    /// The nickname changed.
    public var nickname: Signal<String>
    /// "변경하기".
    public var changeTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, nickname: Signal<String> = .never,
      changeTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.nickname = nickname
      self.changeTapped = changeTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The field, its line and the button.
    public var state: Driver<EditNicknameState>
    /// One-line messages ("변경을 완료했어요", failures).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any EditNicknameCoordinating)?
  private let settings: any SettingsRepository
  private let state = BehaviorRelay(EditNicknameState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.load() }.store(in: bag)
    input.nickname.observe { [weak self] in self?.type($0) }.store(in: bag)
    input.changeTapped.observe { [weak self] in self?.change() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout EditNicknameState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func load() {
    update { $0.account = .loading }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let account = try await settings.fetchAccount()
        let allowance = try await settings.checkNicknameChange()
        self?.update {
          $0.lastChange = account.nicknameChangedAt
          $0.account = .loaded(allowance)
        }
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.account = .failed(.dimo(error)) }
      }
    }
  }

  private func type(_ text: String) {
    guard state.value.isFieldEnabled else { return }
    update {
      $0.nickname = text
      $0.refusal = nil
      $0.availability = nil
    }
    guard let nickname = try? DimoRules.validatedNickname(text) else { return }
    update { $0.availability = .checking }
    let settings = self.settings
    bag.run { [weak self] in
      let answer: EditNicknameState.Availability?
      do throws(DimoFailure) {
        answer = try await settings.checkNickname(nickname) == .available ? .available : .taken
      } catch {
        guard error != .cancelled else { return }
        self?.toast.send(DimoStrings.message(for: error))
        answer = nil
      }
      guard let self, state.value.nickname == text else { return }
      update { $0.availability = answer }
    }
  }

  private func change() {
    guard state.value.isChangeEnabled else { return }
    let nickname = state.value.nickname
    update { $0.isSending = true }
    let settings = self.settings
    bag.run { [weak self] in
      guard let confirmed = await self?.coordinator?.confirmNicknameChange(), confirmed else {
        self?.update { $0.isSending = false }
        return
      }
      do throws(DimoFailure) {
        try await settings.changeNickname(nickname)
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.changeDone)
        self?.coordinator?.nicknameDidChange()
      } catch {
        guard error != .cancelled else { return }
        self?.update {
          $0.isSending = false
          if error.refusalStatus == 409 {
            $0.availability = .taken
          } else {
            $0.refusal = DimoStrings.message(for: error)
          }
        }
      }
    }
  }
}
