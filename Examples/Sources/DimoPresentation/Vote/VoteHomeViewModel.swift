import CairnPresentation
import DimoDomain

/// Vote home: "Dig me!" / "MBTI를 투표해 주세요" with the random and search cards, "지금 핫한
/// 캐릭터" — the most voted characters, however many there are up to
/// ``DimoRules/hotCharacterCount`` (the original crashed under ten) — and "더 많은 캐릭터
/// 보러가기". A character opens the vote flow; a vote cast there shows here at once.
@MainActor
public final class VoteHomeViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: reloads the hot characters.
    public var refresh: Signal<Void>
    /// The random card.
    public var randomTapped: Signal<Void>
    /// The search card.
    public var searchTapped: Signal<Void>
    /// "더 많은 캐릭터 보러가기".
    public var moreTapped: Signal<Void>
    /// A hot character, by id.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, refresh: Signal<Void> = .never,
      randomTapped: Signal<Void> = .never, searchTapped: Signal<Void> = .never,
      moreTapped: Signal<Void> = .never, characterSelected: Signal<Int> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.refresh = refresh
      self.randomTapped = randomTapped
      self.searchTapped = searchTapped
      self.moreTapped = moreTapped
      self.characterSelected = characterSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The hot characters.
    public var hot: Driver<Loadable<[VoteCandidate]>>
    /// Their portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator.
  public weak var coordinator: (any VoteHomeCoordinating)?

  private let votes: any VoteRepository
  private let pictureLoads: PictureLoads
  private let hot = BehaviorRelay<Loadable<[VoteCandidate]>>(.loading)
  private let opener = VoteOpener()
  private let bag = TaskBag()

  /// Creates Vote home.
  public init(dependencies: DimoHomeDependencies) {
    votes = dependencies.votes
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.refresh).observe { [weak self] in self?.load() }
      .store(in: bag)
    input.randomTapped.observe { [weak self] in self?.coordinator?.showRecommend(.random) }
      .store(in: bag)
    input.moreTapped.observe { [weak self] in self?.coordinator?.showRecommend(.popular) }
      .store(in: bag)
    input.searchTapped.observe { [weak self] in self?.coordinator?.showSearch() }.store(in: bag)
    input.characterSelected.observe { [weak self] id in
      guard let self, let candidate = hot.value.candidate(id) else { return }
      opener.open(candidate, with: coordinator, in: bag) { [weak self] vote in
        guard let self else { return }
        hot.accept(hot.value.applying(vote))
      }
    }.store(in: bag)
    return Output(hot: hot.driver, pictures: pictureLoads.pictures.driver)
  }

  private func load() {
    if hot.value.value == nil { hot.accept(.loading) }
    let (votes, pictureLoads) = (self.votes, self.pictureLoads)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let popular = try await votes.fetchRecommendations(.popular)
        let first = Array(popular.prefix(DimoRules.hotCharacterCount))
        self?.hot.accept(.items(first, emptyMessage: DimoStrings.noHotCharacters))
        await pictureLoads.load(first.map(\.character.imagePath))
      } catch {
        guard error != .cancelled else { return }
        self?.hot.accept(.failed(.dimo(error)))
      }
    }
  }
}
