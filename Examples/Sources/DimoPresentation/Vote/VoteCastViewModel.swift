import CairnPresentation
import DimoDomain

/// The whole cast of the voted character's work ("등장인물", VoteComplete's "more"): each
/// character opens its own vote (its result when voted on already); a vote cast there shows
/// here at once.
@MainActor
public final class VoteCastViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// A character, by id.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(viewDidLoad: Signal<Void> = .never, characterSelected: Signal<Int> = .never) {
      self.viewDidLoad = viewDidLoad
      self.characterSelected = characterSelected
    }
  }

  /// What the list shows.
  public struct Output {
    /// The characters.
    public var characters: Driver<[VoteCandidate]>
    /// Their portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The vote flow.
  public weak var coordinator: (any VoteStarting)?
  /// Told of every vote cast from this list (VoteComplete below updates its rows).
  public var onVote: @MainActor (CastVote) -> Void = { _ in }

  private let characters: BehaviorRelay<[VoteCandidate]>
  private let pictureLoads: PictureLoads
  private let opener = VoteOpener()
  private let bag = TaskBag()

  /// Creates the list.
  public init(candidates: [VoteCandidate], dependencies: DimoHomeDependencies) {
    characters = BehaviorRelay(candidates)
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      guard let self else { return }
      let (paths, pictureLoads) = (characters.value.map(\.character.imagePath), self.pictureLoads)
      bag.run { await pictureLoads.load(paths) }
    }.store(in: bag)
    input.characterSelected.observe { [weak self] id in
      guard let self, let candidate = characters.value.first(where: { $0.id == id }) else {
        return
      }
      opener.open(candidate, with: coordinator, in: bag) { [weak self] vote in
        guard let self else { return }
        characters.accept(characters.value.map { $0.applying(vote) })
        onVote(vote)
      }
    }.store(in: bag)
    return Output(characters: characters.driver, pictures: pictureLoads.pictures.driver)
  }
}
