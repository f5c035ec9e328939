import CairnPresentation
import DimoDomain

/// VoteComplete ("투표 결과"): the character and its work, four bars (the majority's share on
/// E/I, N/S, T/F, J/P), "많은 사람들이 {mbti}라고 답변했어요" and "나를 비롯한 {p}%가 {mbti}를
/// 골랐어요", 다시 투표하기, and "같은 작품 속 캐릭터 투표하기" — the other characters of the work,
/// each opening its own vote (a vote cast there shows here at once), with "more" for the whole
/// cast. The header opens the character's detail.
@MainActor
public final class VoteCompleteViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: loads the result and the cast again.
    public var refresh: Signal<Void>
    /// 다시 투표하기.
    public var revoteTapped: Signal<Void>
    /// A character of the same work, by id.
    public var characterSelected: Signal<Int>
    /// The same work's "more".
    public var moreTapped: Signal<Void>
    /// The header: the character's detail.
    public var headerTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, refresh: Signal<Void> = .never,
      revoteTapped: Signal<Void> = .never, characterSelected: Signal<Int> = .never,
      moreTapped: Signal<Void> = .never, headerTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.refresh = refresh
      self.revoteTapped = revoteTapped
      self.characterSelected = characterSelected
      self.moreTapped = moreTapped
      self.headerTapped = headerTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The character as the flow knows it (shown while the result loads).
    public var character: CharacterSummary
    /// The result.
    public var result: Driver<Loadable<VoteResult>>
    /// The other characters of the work.
    public var sameWork: Driver<Loadable<[VoteCandidate]>>
    /// Portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The vote flow.
  public weak var coordinator: (any VoteCompleteCoordinating)?
  /// The character.
  public let character: CharacterSummary

  private let votes: any VoteRepository
  private let pictureLoads: PictureLoads
  private let result = BehaviorRelay<Loadable<VoteResult>>(.loading)
  private let sameWork = BehaviorRelay<Loadable<[VoteCandidate]>>(.loading)
  /// The whole cast, the character included (the "more" list).
  private var cast: [VoteCandidate] = []
  private let opener = VoteOpener()
  private let bag = TaskBag()

  /// Creates the result of `character`.
  public init(character: CharacterSummary, dependencies: DimoHomeDependencies) {
    self.character = character
    votes = dependencies.votes
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.refresh).observe { [weak self] in self?.reload() }
      .store(in: bag)
    input.revoteTapped.observe { [weak self] in
      guard let self, result.value.value?.myVote != nil else { return }
      coordinator?.revote()
    }.store(in: bag)
    input.moreTapped.observe { [weak self] in
      guard let self, !cast.isEmpty else { return }
      coordinator?.showCast(cast)
    }.store(in: bag)
    input.headerTapped.observe { [weak self] in self?.coordinator?.showCharacterDetail() }
      .store(in: bag)
    input.characterSelected.observe { [weak self] id in
      guard let self, let candidate = sameWork.value.candidate(id) else { return }
      opener.open(candidate, with: coordinator, in: bag) { [weak self] vote in
        self?.apply(vote)
      }
    }.store(in: bag)
    return Output(
      character: character, result: result.driver, sameWork: sameWork.driver,
      pictures: pictureLoads.pictures.driver)
  }

  /// Loads the result and the work's characters (again after a revote).
  public func reload() {
    let (votes, id, pictureLoads) = (self.votes, character.id, self.pictureLoads)
    if result.value.value == nil { result.accept(.loading) }
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await votes.fetchResult(characterID: id)
        self?.result.accept(.loaded(loaded))
        await pictureLoads.load([loaded.imagePath])
      } catch {
        guard error != .cancelled else { return }
        self?.result.accept(.failed(.dimo(error)))
      }
    }
    if sameWork.value.value == nil { sameWork.accept(.loading) }
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let all = try await votes.fetchCast(characterID: id)
        let others = all.filter { $0.id != id }
        // No strong `self` across the pictures' wait: the screen may go meanwhile.
        self?.show(cast: all, others: others)
        await pictureLoads.load(others.map(\.character.imagePath))
      } catch {
        guard error != .cancelled else { return }
        self?.sameWork.accept(.failed(.dimo(error)))
      }
    }
  }

  private func show(cast all: [VoteCandidate], others: [VoteCandidate]) {
    cast = all
    sameWork.accept(.items(others, emptyMessage: DimoStrings.noOtherCharacters))
  }

  /// A vote cast on a character of the work (here or in the "more" list): its row shows it.
  public func apply(_ vote: CastVote) {
    cast = cast.map { $0.applying(vote) }
    sameWork.accept(sameWork.value.applying(vote))
  }
}
