import CairnPresentation
import DimoDomain

/// 비밀번호 변경: "기존 비밀번호", "새로운 비밀번호", "새로운 비밀번호 재입력", the hint "숫자, 문자,
/// 특수문자 포함 총 8글자 이상" (the password rule of `DimoRules`, checked before any request),
/// "현재 비밀번호가 일치하지 않습니다." under the current password for a wrong one (the server's 403) and
/// "기존과 동일한 비밀번호로 변경할 수 없습니다" for the same one (checked here, and by the
/// server); "변경하기", then "변경을 완료했어요" and back. An account of a social login sees
/// "소셜로그인으로 가입한 경우 비밀번호를 변경할 수 없어요" instead of the form.
@MainActor
public final class EditPasswordViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared (and "다시 시도").
    public var viewDidLoad: Signal<Void>
    /// The current password changed.
    public var current: Signal<String>
    /// The new password changed.
    public var new: Signal<String>
    /// The confirmation changed.
    public var again: Signal<String>
    /// "변경하기".
    public var changeTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, current: Signal<String> = .never,
      new: Signal<String> = .never, again: Signal<String> = .never,
      changeTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.current = current
      self.new = new
      self.again = again
      self.changeTapped = changeTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The fields, their lines and the button.
    public var state: Driver<EditPasswordState>
    /// One-line messages ("변경을 완료했어요", failures).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any EditPasswordCoordinating)?
  private let settings: any SettingsRepository
  private let state = BehaviorRelay(EditPasswordState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.load() }.store(in: bag)
    input.current.observe { [weak self] text in self?.edit { $0.current = text } }.store(in: bag)
    input.new.observe { [weak self] text in self?.edit { $0.new = text } }.store(in: bag)
    input.again.observe { [weak self] text in self?.edit { $0.again = text } }.store(in: bag)
    input.changeTapped.observe { [weak self] in self?.change() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout EditPasswordState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  /// A field changed: the last refusal no longer applies.
  private func edit(_ change: (inout EditPasswordState) -> Void) {
    update {
      change(&$0)
      $0.error = nil
      $0.currentError = nil
    }
  }

  private func load() {
    update { $0.isSocial = .loading }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let account = try await settings.fetchAccount()
        self?.update { $0.isSocial = .loaded(account.isSocial) }
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.isSocial = .failed(.dimo(error)) }
      }
    }
  }

  private func change() {
    let value = state.value
    guard value.isChangeEnabled else { return }
    update {
      $0.isSending = true
      $0.error = nil
    }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await settings.changePassword(current: value.current, new: value.new)
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.changeDone)
        self?.coordinator?.passwordDidChange()
      } catch {
        guard error != .cancelled else { return }
        self?.update {
          $0.isSending = false
          if error.refusalStatus == 403 {
            $0.currentError = DimoStrings.currentPasswordWrong
          } else {
            $0.error = DimoStrings.message(for: error)
          }
        }
      }
    }
  }
}
