import CairnPresentation
import DimoDomain

/// Recommend ("캐릭터 랜덤 추천"): characters at random or the most voted first, switched by the
/// sort button ("랜덤순" / "인기순", sheet "정렬"); each shows its MBTI or 미정. A voted one opens
/// its result, another Dig; a vote cast there shows here at once.
@MainActor
public final class RecommendViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: loads the list again (new random characters).
    public var refresh: Signal<Void>
    /// The sort button.
    public var sortTapped: Signal<Void>
    /// A character, by id.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, refresh: Signal<Void> = .never,
      sortTapped: Signal<Void> = .never, characterSelected: Signal<Int> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.refresh = refresh
      self.sortTapped = sortTapped
      self.characterSelected = characterSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The order of the list (the sort button's label).
    public var order: Driver<RecommendOrder>
    /// The characters.
    public var characters: Driver<Loadable<[VoteCandidate]>>
    /// Their portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator.
  public weak var coordinator: (any RecommendCoordinating)?

  private let votes: any VoteRepository
  private let pictureLoads: PictureLoads
  private let order: BehaviorRelay<RecommendOrder>
  private let characters = BehaviorRelay<Loadable<[VoteCandidate]>>(.loading)
  private let opener = VoteOpener()
  private let bag = TaskBag()
  private var generation = 0

  /// Creates Recommend in `order`.
  public init(order: RecommendOrder, dependencies: DimoHomeDependencies) {
    self.order = BehaviorRelay(order)
    votes = dependencies.votes
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.refresh).observe { [weak self] in self?.load() }
      .store(in: bag)
    input.sortTapped.observe { [weak self] in self?.chooseOrder() }.store(in: bag)
    input.characterSelected.observe { [weak self] id in
      guard let self, let candidate = characters.value.candidate(id) else { return }
      opener.open(candidate, with: coordinator, in: bag) { [weak self] vote in
        guard let self else { return }
        characters.accept(characters.value.applying(vote))
      }
    }.store(in: bag)
    return Output(
      order: order.driver, characters: characters.driver, pictures: pictureLoads.pictures.driver)
  }

  private func chooseOrder() {
    guard let coordinator else { return }
    let current = order.value
    bag.run { [weak self] in
      guard let chosen = await coordinator.chooseOrder(current: current), chosen != current,
        let self
      else { return }
      order.accept(chosen)
      load()
    }
  }

  /// Loads the list in the current order; an answer for an order left behind is dropped.
  private func load() {
    generation += 1
    let (generation, order) = (self.generation, self.order.value)
    characters.accept(.loading)
    let (votes, pictureLoads) = (self.votes, self.pictureLoads)
    bag.run { [weak self] in
      let state: Loadable<[VoteCandidate]>
      do throws(DimoFailure) {
        let found = try await votes.fetchRecommendations(order)
        state = .items(found, emptyMessage: DimoStrings.noRecommendations)
      } catch {
        guard error != .cancelled else { return }
        state = .failed(.dimo(error))
      }
      guard self?.generation == generation else { return }
      self?.characters.accept(state)
      await pictureLoads.load(state.value?.prefix(40).map(\.character.imagePath) ?? [])
    }
  }
}
