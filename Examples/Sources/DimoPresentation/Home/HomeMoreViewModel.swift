import CairnPresentation
import DimoDomain

/// A section's "more" list (ContentMore, or CharacterMore after the spoiler alert): every item
/// of the section, titled after it.
@MainActor
public final class HomeMoreViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>
    /// A work was opened.
    public var contentSelected: Signal<Int>
    /// A character was opened.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      contentSelected: Signal<Int> = .never, characterSelected: Signal<Int> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.contentSelected = contentSelected
      self.characterSelected = characterSelected
    }
  }

  /// What the list shows.
  public struct Output {
    /// The section's title.
    public var title: String
    /// The items, or where they stand.
    public var items: Driver<Loadable<HomeSectionItems>>
    /// Posters and portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator that opens details.
  public weak var coordinator: (any HomeCoordinating)?
  /// Which section this lists.
  public let kind: HomeSectionKind
  /// Anime or movies.
  public let type: ContentType
  /// The title.
  public let title: String

  private let home: any HomeRepository
  private let pictureLoads: PictureLoads
  private let items = BehaviorRelay<Loadable<HomeSectionItems>>(.loading)
  private let bag = TaskBag()

  /// Creates the list of one section of the anime or the movie home.
  public init(
    kind: HomeSectionKind, type: ContentType = .anime, title: String,
    dependencies: DimoHomeDependencies
  ) {
    self.kind = kind
    self.type = type
    self.title = title
    home = dependencies.home
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in self?.load() }
      .store(in: bag)
    input.contentSelected.observe { [weak self] in
      guard let self else { return }
      coordinator?.showContentDetail(id: $0, type: type)
    }.store(in: bag)
    input.characterSelected.observe { [weak self] in
      self?.coordinator?.showCharacterDetail(id: $0)
    }.store(in: bag)
    return Output(title: title, items: items.driver, pictures: pictureLoads.pictures.driver)
  }

  private func load() {
    items.accept(.loading)
    let (home, kind, type) = (self.home, self.kind, self.type)
    let pictureLoads = self.pictureLoads
    bag.run { [weak self] in
      let state: Loadable<HomeSectionItems>
      do throws(DimoFailure) {
        let loaded = try await home.fetchMore(kind, type: type)
        state =
          loaded.isEmpty
          ? .empty(kind.listsCharacters ? DimoStrings.emptyCharacters : DimoStrings.emptySection)
          : .loaded(loaded)
      } catch {
        guard error != .cancelled else { return }
        state = .failed(
          LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable))
      }
      self?.items.accept(state)
      await pictureLoads.load(state.value?.picturePaths ?? [])
    }
  }
}
