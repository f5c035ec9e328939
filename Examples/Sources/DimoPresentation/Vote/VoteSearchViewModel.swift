import CairnPresentation
import DimoDomain

/// Search ("캐릭터 찾아보기"): a keyword searched by 작품명 (the work's whole cast) or 캐릭터명.
/// With no text, "최근 검색어" and "최근 본 캐릭터" show, each item with ×, each list with
/// 전체삭제. A title search is kept as a recent keyword; a result opened is kept as a recently
/// seen character and opens the vote flow (its result when voted on already). A recent keyword
/// searches again by title, a recent character by its name, as in the original.
@MainActor
public final class VoteSearchViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// The text, on every change.
    public var text: Signal<String>
    /// Enter in the field.
    public var submit: Signal<Void>
    /// The scope chip.
    public var scopeTapped: Signal<Void>
    /// A result, by id.
    public var resultSelected: Signal<Int>
    /// A recent keyword.
    public var keywordSelected: Signal<String>
    /// A recent keyword's ×.
    public var keywordRemoved: Signal<String>
    /// 최근 검색어's 전체삭제.
    public var keywordsCleared: Signal<Void>
    /// A recently seen character, by id.
    public var seenSelected: Signal<Int>
    /// A recently seen character's ×, by id.
    public var seenRemoved: Signal<Int>
    /// 최근 본 캐릭터's 전체삭제.
    public var seenCleared: Signal<Void>
    /// `r`: the recent lists again, or the search again.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, text: Signal<String> = .never,
      submit: Signal<Void> = .never, scopeTapped: Signal<Void> = .never,
      resultSelected: Signal<Int> = .never, keywordSelected: Signal<String> = .never,
      keywordRemoved: Signal<String> = .never, keywordsCleared: Signal<Void> = .never,
      seenSelected: Signal<Int> = .never, seenRemoved: Signal<Int> = .never,
      seenCleared: Signal<Void> = .never, retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.text = text
      self.submit = submit
      self.scopeTapped = scopeTapped
      self.resultSelected = resultSelected
      self.keywordSelected = keywordSelected
      self.keywordRemoved = keywordRemoved
      self.keywordsCleared = keywordsCleared
      self.seenSelected = seenSelected
      self.seenRemoved = seenRemoved
      self.seenCleared = seenCleared
      self.retry = retry
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The text, the scope, the recent lists or the results.
    public var state: Driver<VoteSearchState>
    /// Portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
    /// One-shot messages (a refusal, a failed deletion).
    public var message: Signal<String>
  }

  /// The coordinator.
  public weak var coordinator: (any VoteSearchCoordinating)?

  let votes: any VoteRepository
  let recents: any RecentRepository
  let pictureLoads: PictureLoads
  let state = BehaviorRelay(VoteSearchState())
  let message = PublishRelay<String>()
  let bag = TaskBag()
  private let opener = VoteOpener()
  var generation = 0

  /// Creates Search.
  public init(dependencies: DimoHomeDependencies) {
    votes = dependencies.votes
    recents = dependencies.recents
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.loadRecents() }.store(in: bag)
    input.text.observe { [weak self] in self?.textChanged($0) }.store(in: bag)
    input.submit.observe { [weak self] in self?.search() }.store(in: bag)
    input.scopeTapped.observe { [weak self] in self?.chooseScope() }.store(in: bag)
    input.retry.observe { [weak self] in
      guard let self else { return }
      state.value.showsRecents ? loadRecents() : search()
    }.store(in: bag)
    input.keywordSelected.observe { [weak self] in self?.search($0, in: .title) }.store(in: bag)
    input.seenSelected.observe { [weak self] id in
      guard let self, let seen = state.value.recentCharacters.candidate(id) else { return }
      search(seen.character.name, in: .characterName)
    }.store(in: bag)
    input.resultSelected.observe { [weak self] in self?.open($0) }.store(in: bag)
    bindRemovals(input)
    return Output(
      state: state.driver, pictures: pictureLoads.pictures.driver, message: message.signal)
  }

  private func textChanged(_ text: String) {
    guard text != state.value.query else { return }
    state.value.query = text
    guard DimoRules.trimmed(text).isEmpty, !state.value.showsRecents else { return }
    generation += 1
    state.value.results = nil
    loadRecents()
  }

  private func chooseScope() {
    guard let coordinator else { return }
    let current = state.value.scope
    bag.run { [weak self] in
      guard let chosen = await coordinator.chooseScope(current: current), let self else { return }
      state.value.scope = chosen
    }
  }

  /// Searches `text` in `scope` (a recent item tapped): the field shows it.
  private func search(_ text: String, in scope: SearchScope) {
    state.value.query = text
    state.value.scope = scope
    search()
  }

  /// Opens a result: kept as recently seen, then the vote flow.
  private func open(_ id: Int) {
    guard let candidate = state.value.results?.candidate(id) else { return }
    let recents = self.recents
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await recents.saveSeen(characterID: id)
      } catch {
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
    opener.open(candidate, with: coordinator, in: bag) { [weak self] vote in
      guard let self else { return }
      state.value.results = state.value.results?.applying(vote)
    }
  }
}
