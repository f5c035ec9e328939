import CairnPresentation
import DimoDomain

/// What 캐릭터 요청하기 shows.
public struct CharacterRequestState: Equatable, Sendable {
  /// 애니 or 영화.
  public var category = RequestCategory.anime
  /// The work's title typed.
  public var title = ""
  /// The character's name typed.
  public var name = ""
  /// True while the request is sent.
  public var isSending = false

  /// True when "요청하기" may be pressed: both fields filled (the rule of `DimoRules`).
  public var isRequestEnabled: Bool {
    !isSending
      && (try? DimoRules.validatedCharacterRequest(title: title, characterName: name)) != nil
  }
}

/// 캐릭터 요청하기: the explanation, "카테고리" (애니 / 영화), "상세정보" with "작품명" and
/// "캐릭터명" (both required), "요청하기", then "요청을 완료했어요" and back.
@MainActor
public final class CharacterRequestViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A category was chosen.
    public var categorySelected: Signal<RequestCategory>
    /// The title, on every change.
    public var title: Signal<String>
    /// The name, on every change.
    public var name: Signal<String>
    /// "요청하기".
    public var requestTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      categorySelected: Signal<RequestCategory> = .never, title: Signal<String> = .never,
      name: Signal<String> = .never, requestTapped: Signal<Void> = .never
    ) {
      self.categorySelected = categorySelected
      self.title = title
      self.name = name
      self.requestTapped = requestTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The two categories.
    public var categories: [RequestCategory]
    /// The fields and the button.
    public var state: Driver<CharacterRequestState>
    /// One-line messages ("요청을 완료했어요", failures).
    public var toast: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any CharacterRequestCoordinating)?
  private let settings: any SettingsRepository
  private let state = BehaviorRelay(CharacterRequestState())
  private let toast = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.categorySelected.observe { [weak self] value in self?.update { $0.category = value } }
      .store(in: bag)
    input.title.observe { [weak self] text in self?.update { $0.title = text } }.store(in: bag)
    input.name.observe { [weak self] text in self?.update { $0.name = text } }.store(in: bag)
    input.requestTapped.observe { [weak self] in self?.send() }.store(in: bag)
    return Output(
      categories: RequestCategory.allCases, state: state.driver, toast: toast.signal)
  }

  private func update(_ change: (inout CharacterRequestState) -> Void) {
    var value = state.value
    change(&value)
    state.acceptIfChanged(value)
  }

  private func send() {
    let value = state.value
    guard value.isRequestEnabled,
      let fields = try? DimoRules.validatedCharacterRequest(
        title: value.title, characterName: value.name)
    else { return }
    update { $0.isSending = true }
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await settings.requestCharacter(
          category: value.category, title: fields.title, characterName: fields.characterName)
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.requestDone)
        self?.coordinator?.characterRequestDidFinish()
      } catch {
        guard error != .cancelled else { return }
        self?.update { $0.isSending = false }
        self?.toast.send(DimoStrings.message(for: error))
      }
    }
  }
}
