import CairnPresentation
import DimoDomain

/// A work's detail: poster and title, 찜하기 and 평가하기, 줄거리, the MBTI lines (each hidden
/// when its MBTI is missing), 상세정보 펼치기/접기, and the characters with their "more".
@MainActor
public final class ContentDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>
    /// 찜하기.
    public var likeTapped: Signal<Void>
    /// 평가하기.
    public var gradeTapped: Signal<Void>
    /// 펼치기 / 접기.
    public var detailsToggled: Signal<Void>
    /// A character was opened.
    public var characterSelected: Signal<Int>
    /// The characters' "more".
    public var moreCharactersTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      likeTapped: Signal<Void> = .never, gradeTapped: Signal<Void> = .never,
      detailsToggled: Signal<Void> = .never, characterSelected: Signal<Int> = .never,
      moreCharactersTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.likeTapped = likeTapped
      self.gradeTapped = gradeTapped
      self.detailsToggled = detailsToggled
      self.characterSelected = characterSelected
      self.moreCharactersTapped = moreCharactersTapped
    }
  }

  /// What the detail shows.
  public struct Output {
    /// The work.
    public var detail: Driver<Loadable<ContentDetail>>
    /// The caller's 찜 and grade and the MBTI lines, loaded on their own.
    public var reactions: Driver<Loadable<ContentReactions>>
    /// True while 상세정보 is open.
    public var isExpanded: Driver<Bool>
    /// The poster and portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
    /// One-shot messages (a failed 찜, a saved grade).
    public var message: Signal<String>
  }

  /// How many characters the detail shows before its "more".
  public static let shownCharacters = 6

  /// The coordinator.
  public weak var coordinator: (any ContentDetailCoordinating)?
  /// The work's id.
  public let contentID: Int
  /// Anime or movie.
  public let type: ContentType

  private let contents: any ContentRepository
  private let pictureLoads: PictureLoads
  private let detail = BehaviorRelay<Loadable<ContentDetail>>(.loading)
  private let reactions = BehaviorRelay<Loadable<ContentReactions>>(.loading)
  private let isExpanded = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()
  private var isSending = false

  /// Creates the detail of one work.
  public init(contentID: Int, type: ContentType, dependencies: DimoHomeDependencies) {
    self.contentID = contentID
    self.type = type
    contents = dependencies.contents
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      self?.loadDetail()
      self?.loadReactions()
    }.store(in: bag)
    input.retry.observe { [weak self] in self?.retry() }.store(in: bag)
    input.likeTapped.observe { [weak self] in self?.toggleLike() }.store(in: bag)
    input.gradeTapped.observe { [weak self] in self?.chooseGrade() }.store(in: bag)
    input.detailsToggled.observe { [weak self] in self?.isExpanded.value.toggle() }.store(in: bag)
    input.characterSelected.observe { [weak self] in
      self?.coordinator?.showCharacterDetail(id: $0)
    }.store(in: bag)
    input.moreCharactersTapped.observe { [weak self] in
      guard let self, let detail = detail.value.value else { return }
      coordinator?.showCharacters(detail.characters)
    }.store(in: bag)
    return Output(
      detail: detail.driver, reactions: reactions.driver, isExpanded: isExpanded.driver,
      pictures: pictureLoads.pictures.driver, message: message.signal)
  }

  private func retry() {
    if detail.value.failure != nil { loadDetail() }
    if reactions.value.failure != nil { loadReactions() }
  }

  private func loadDetail() {
    detail.accept(.loading)
    let (contents, id, type, pictureLoads) = (self.contents, contentID, self.type, pictureLoads)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await contents.fetchDetail(id: id, type: type)
        self?.detail.accept(.loaded(loaded))
        await pictureLoads.load([loaded.posterPath] + loaded.characters.map(\.imagePath))
      } catch {
        guard error != .cancelled else { return }
        self?.detail.accept(.failed(Self.failure(error)))
      }
    }
  }

  private func loadReactions() {
    if reactions.value.value == nil { reactions.accept(.loading) }
    let (contents, id, type) = (self.contents, contentID, self.type)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        self?.reactions.accept(.loaded(try await contents.fetchReactions(id: id, type: type)))
      } catch {
        guard error != .cancelled else { return }
        self?.reactions.accept(.failed(Self.failure(error)))
      }
    }
  }

  private func toggleLike() {
    guard !isSending, let current = reactions.value.value else { return }
    isSending = true
    let (contents, id, type) = (self.contents, contentID, self.type)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await contents.setLiked(!current.isLiked, id: id, type: type)
        self?.isSending = false
        self?.loadReactions()
      } catch {
        self?.isSending = false
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
  }

  private func chooseGrade() {
    guard !isSending, let coordinator else { return }
    let (contents, id, type) = (self.contents, contentID, self.type)
    // Only the coordinator is held while the sheet is up, never `self`.
    bag.run { [weak self] in
      guard let grade = await coordinator.chooseGrade() else { return }
      do throws(DimoFailure) {
        try await contents.grade(grade, id: id, type: type)
        self?.message.send(DimoStrings.gradeSaved)
        self?.loadReactions()
      } catch {
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
  }

  private static func failure(_ error: DimoFailure) -> LoadFailure {
    LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable)
  }
}
