import CairnPresentation
import DimoDomain

/// A character: its header (portrait, name, MBTI or 미정) and two tabs — 피드, the reviews
/// (refresh, the write button), and 분석, the top three of the votes with 투표하기.
///
/// A review written in the modal comes back as the character's id through the coordinator,
/// and the feed reloads without the user asking. A vote cast in the vote flow comes back the
/// same way, and the header and the 분석 tab show it without loading again.
@MainActor
public final class CharacterDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// Pull to refresh / `r`.
    public var refresh: Signal<Void>
    /// 피드 or 분석.
    public var tabSelected: Signal<CharacterTab>
    /// A review card was opened.
    public var reviewSelected: Signal<Int>
    /// The write button.
    public var writeTapped: Signal<Void>
    /// 투표하기 / 다시 투표하기.
    public var voteTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, refresh: Signal<Void> = .never,
      tabSelected: Signal<CharacterTab> = .never, reviewSelected: Signal<Int> = .never,
      writeTapped: Signal<Void> = .never, voteTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.refresh = refresh
      self.tabSelected = tabSelected
      self.reviewSelected = reviewSelected
      self.writeTapped = writeTapped
      self.voteTapped = voteTapped
    }
  }

  /// What the detail shows.
  public struct Output {
    /// The header and the 분석 tab.
    public var analysis: Driver<Loadable<CharacterAnalysis>>
    /// The 피드 tab.
    public var feed: Driver<Loadable<[Review]>>
    /// The tab in view.
    public var tab: Driver<CharacterTab>
    /// The portrait, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator.
  public weak var coordinator: (any CharacterDetailCoordinating)?
  /// The character's id.
  public let characterID: Int

  private let reviews: any ReviewRepository
  private let pictureLoads: PictureLoads
  private let analysis = BehaviorRelay<Loadable<CharacterAnalysis>>(.loading)
  private let feed = BehaviorRelay<Loadable<[Review]>>(.loading)
  private let tab = BehaviorRelay(CharacterTab.feed)
  private let bag = TaskBag()
  /// True from the write button until the modal ends (a second tap opens no second modal).
  private var isWriting = false
  /// True from 투표하기 until the vote flow ends.
  private var isVoting = false

  /// Creates the detail of one character.
  public init(characterID: Int, dependencies: DimoHomeDependencies) {
    self.characterID = characterID
    reviews = dependencies.reviews
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.refresh).observe { [weak self] in
      self?.reload()
    }.store(in: bag)
    input.tabSelected.observe { [weak self] in self?.tab.acceptIfChanged($0) }.store(in: bag)
    input.reviewSelected.observe { [weak self] id in
      guard let self else { return }
      coordinator?.showReviewDetail(id: id, characterID: characterID)
    }.store(in: bag)
    input.writeTapped.observe { [weak self] in self?.write() }.store(in: bag)
    input.voteTapped.observe { [weak self] in self?.vote() }.store(in: bag)
    return Output(
      analysis: analysis.driver, feed: feed.driver, tab: tab.driver,
      pictures: pictureLoads.pictures.driver)
  }

  /// Reloads the header, the analysis and the feed (a written or deleted review, a refresh).
  public func reload() {
    loadAnalysis()
    loadFeed()
  }

  private func loadAnalysis() {
    if analysis.value.value == nil { analysis.accept(.loading) }
    let (reviews, id, pictureLoads) = (self.reviews, characterID, self.pictureLoads)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await reviews.fetchAnalysis(characterID: id)
        self?.analysis.accept(.loaded(loaded))
        await pictureLoads.load([loaded.character.imagePath])
      } catch {
        guard error != .cancelled else { return }
        self?.analysis.accept(.failed(Self.failure(error)))
      }
    }
  }

  private func loadFeed() {
    if feed.value.value == nil { feed.accept(.loading) }
    let (reviews, id) = (self.reviews, characterID)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await reviews.fetchReviews(characterID: id)
        self?.feed.accept(.items(loaded, emptyMessage: DimoStrings.emptyFeed))
      } catch {
        guard error != .cancelled else { return }
        self?.feed.accept(.failed(Self.failure(error)))
      }
    }
  }

  // snippet: dimo-feed-awaits-written-review
  /// Opens the write modal and, once a review for this character was saved, reloads the feed:
  /// the character id comes back through the coordinator, awaited.
  private func write() {
    guard let coordinator, !isWriting else { return }
    isWriting = true
    let header = analysis.driver
    bag.run { [weak self] in
      // The modal needs the character's name: a tap while the header loads waits for it.
      let character = await header.first(where: { !$0.isLoading })?.value?.character
      var written: Int?
      if let character { written = await coordinator.writeReview(for: character) }
      self?.isWriting = false
      guard let self, let written, written == characterID else { return }
      reload()
    }
  }
  // end-snippet

  // snippet: dimo-detail-shows-cast-vote
  /// Runs the vote flow (a revote when the caller voted already) and shows the vote it ends
  /// with: the character's new MBTI in the header, the 분석 tab after the vote.
  private func vote() {
    guard let coordinator, !isVoting, let current = analysis.value.value else { return }
    isVoting = true
    bag.run { [weak self] in
      let vote = await coordinator.vote(for: current.character, isRevote: current.hasVoted)
      self?.isVoting = false
      guard let self, let vote, vote.characterID == characterID else { return }
      analysis.accept(.loaded(Self.updated(current, after: vote)))
    }
  }
  // end-snippet

  /// The 분석 tab after `vote`: the one read right after it, else the one shown with the new
  /// MBTI and the caller's letters.
  private static func updated(_ shown: CharacterAnalysis, after vote: CastVote)
    -> CharacterAnalysis
  {
    var updated = vote.analysis ?? shown
    updated.character.mbti = vote.characterMBTI
    updated.myVote = vote.myVote
    return updated
  }

  private static func failure(_ error: DimoFailure) -> LoadFailure {
    LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable)
  }
}
