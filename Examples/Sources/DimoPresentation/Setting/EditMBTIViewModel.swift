import CairnPresentation
import DimoDomain

/// MBTI 변경: "한 달에 한 번만 변경할 수 있어요", "마지막 변경일: {date}" (or "변경 기록이
/// 없어요"), the four pairs preselected with the current MBTI, "나의 MBTI를 잘 모르겠어요" (the
/// test's address) and "변경하기". The server is asked first whether a change is allowed (the
/// original never asked) and refuses a second change within 30 days and the same MBTI.
@MainActor
public final class EditMBTIViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared (and "다시 시도").
    public var viewDidLoad: Signal<Void>
    /// A letter was chosen.
    public var letterChosen: Signal<Character>
    /// "나의 MBTI를 잘 모르겠어요".
    public var unknownTapped: Signal<Void>
    /// "변경하기".
    public var changeTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, letterChosen: Signal<Character> = .never,
      unknownTapped: Signal<Void> = .never, changeTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.letterChosen = letterChosen
      self.unknownTapped = unknownTapped
      self.changeTapped = changeTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The choices, the lines and the button.
    public var state: Driver<EditMBTIState>
    /// One-line messages ("변경을 완료했어요", the test's address, failures).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any EditMBTICoordinating)?
  private let settings: any SettingsRepository
  private let state = BehaviorRelay(EditMBTIState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.load() }.store(in: bag)
    input.letterChosen.observe { [weak self] in self?.choose($0) }.store(in: bag)
    input.unknownTapped.observe { [weak self] in
      self?.toast.send("\(DimoStrings.unknownMBTI): \(DimoStrings.mbtiTestURL)")
    }.store(in: bag)
    input.changeTapped.observe { [weak self] in self?.change() }.store(in: bag)
    return Output(state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout EditMBTIState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func load() {
    update { $0.allowance = .loading }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let account = try await settings.fetchAccount()
        let allowance = try await settings.checkMBTIChange()
        var letters: [MBTIAxis: Character] = [:]
        if let mbti = account.mbti {
          for axis in MBTIAxis.allCases { letters[axis] = mbti.letter(on: axis) }
        }
        self?.update { state in
          state.current = account.mbti
          state.lastChange = account.mbtiChangedAt
          state.letters = letters
          state.allowance = .loaded(allowance)
        }
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.allowance = .failed(.dimo(error)) }
      }
    }
  }

  private func choose(_ letter: Character) {
    guard state.value.allowance.value == .allowed, !state.value.isSending,
      let axis = MBTIAxis.allCases.first(where: { $0.contains(letter) })
    else { return }
    update {
      $0.letters[axis] = letter
      $0.refusal = nil
    }
  }

  private func change() {
    guard state.value.isChangeEnabled, let mbti = state.value.chosen else { return }
    update { $0.isSending = true }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await settings.changeMBTI(mbti)
        self?.update {
          $0.isSending = false
          $0.current = mbti
        }
        self?.toast.send(DimoStrings.changeDone)
        self?.coordinator?.mbtiDidChange()
      } catch {
        guard error != .cancelled else { return }
        self?.update {
          $0.isSending = false
          $0.refusal = DimoStrings.message(for: error)
        }
      }
    }
  }
}
