import CairnPresentation
import DimoDomain

/// Home: the anime/movie category and five sections — Today's DIMO, works and characters of
/// the user's MBTI, works users of that MBTI 찜'd, the most opened works — each loading,
/// empty or failed on its own, and retried on its own.
@MainActor
public final class HomeViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: reloads the sections that failed, each on its own.
    public var retryFailed: Signal<Void>
    /// Reloads one section.
    public var retrySection: Signal<HomeSectionKind>
    /// The category button.
    public var categoryTapped: Signal<Void>
    /// A section's "more".
    public var moreTapped: Signal<HomeSectionKind>
    /// A work was opened.
    public var contentSelected: Signal<Int>
    /// A character was opened.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retryFailed: Signal<Void> = .never,
      retrySection: Signal<HomeSectionKind> = .never, categoryTapped: Signal<Void> = .never,
      moreTapped: Signal<HomeSectionKind> = .never, contentSelected: Signal<Int> = .never,
      characterSelected: Signal<Int> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retryFailed = retryFailed
      self.retrySection = retrySection
      self.categoryTapped = categoryTapped
      self.moreTapped = moreTapped
      self.contentSelected = contentSelected
      self.characterSelected = characterSelected
    }
  }

  /// What Home shows.
  public struct Output {
    /// The category in view.
    public var category: Driver<ContentType>
    /// The five sections, in order.
    public var sections: Driver<[HomeSection]>
    /// Posters and portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any HomeCoordinating)?

  private let dependencies: DimoHomeDependencies
  private let pictureLoads: PictureLoads
  private let category = BehaviorRelay(ContentType.anime)
  private var mbti: MBTI? {
    didSet { publish() }
  }
  private var states: [HomeSectionKind: Loadable<HomeSectionItems>] = [:] {
    didSet { publish() }
  }
  private let sections = BehaviorRelay<[HomeSection]>([])
  private let bag = TaskBag()
  private var generation = 0

  /// Creates the view model.
  public init(dependencies: DimoHomeDependencies) {
    self.dependencies = dependencies
    pictureLoads = PictureLoads(repository: dependencies.images)
    publish()
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      self?.loadProfile()
      self?.loadAll()
    }.store(in: bag)
    input.retryFailed.observe { [weak self] in self?.retryFailed() }.store(in: bag)
    input.retrySection.observe { [weak self] in self?.load($0) }.store(in: bag)
    input.categoryTapped.observe { [weak self] in self?.chooseCategory() }.store(in: bag)
    input.moreTapped.observe { [weak self] kind in
      guard let self, let section = sections.value.first(where: { $0.kind == kind }),
        section.showsMore
      else { return }
      coordinator?.showMore(kind, type: category.value, title: section.title)
    }.store(in: bag)
    input.contentSelected.observe { [weak self] id in
      guard let self else { return }
      coordinator?.showContentDetail(id: id, type: category.value)
    }.store(in: bag)
    input.characterSelected.observe { [weak self] in
      self?.coordinator?.showCharacterDetail(id: $0)
    }.store(in: bag)
    return Output(
      category: category.driver, sections: sections.driver,
      pictures: pictureLoads.pictures.driver)
  }

  /// Builds the sections again from the category, the MBTI and the states.
  private func publish() {
    let mbtiText = mbti?.description ?? DimoStrings.sameMBTIFallback
    sections.acceptIfChanged(
      HomeSectionKind.allCases.map { kind in
        HomeSection(
          kind: kind, title: DimoStrings.sectionTitle(kind, mbti: mbtiText),
          label: kind == .today ? DimoStrings.categoryLabel(category.value) : nil,
          items: states[kind] ?? .loading)
      })
  }

  private func loadProfile() {
    let profile = dependencies.profile
    bag.run { [weak self] in
      guard let loaded = try? await profile.fetchMyProfile() else { return }
      self?.mbti = loaded.mbti
    }
  }

  private func loadAll() {
    generation += 1
    for kind in HomeSectionKind.allCases { load(kind) }
  }

  private func retryFailed() {
    for kind in HomeSectionKind.allCases where states[kind]?.failure != nil {
      load(kind)
    }
  }

  /// Loads one section; an answer for an earlier category is dropped.
  private func load(_ kind: HomeSectionKind) {
    states[kind] = .loading
    let type = category.value
    let home = dependencies.home
    let pictureLoads = self.pictureLoads
    let generation = self.generation
    bag.run { [weak self] in
      let state: Loadable<HomeSectionItems>
      do throws(DimoFailure) {
        let items = try await home.fetchSection(kind, type: type)
        state = items.isEmpty ? .empty(Self.emptyMessage(kind)) : .loaded(items)
      } catch {
        guard error != .cancelled else { return }
        state = .failed(
          LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable))
      }
      guard self?.show(state, in: kind, generation: generation) == true else { return }
      await pictureLoads.load(state.value?.picturePaths ?? [])
    }
  }

  /// Shows a section's answer unless the category changed since it was asked for.
  private func show(
    _ state: Loadable<HomeSectionItems>, in kind: HomeSectionKind, generation: Int
  ) -> Bool {
    guard self.generation == generation else { return false }
    states[kind] = state
    return true
  }

  private func chooseCategory() {
    guard let coordinator else { return }
    let current = category.value
    // Only the coordinator is held while the sheet is up, never `self`.
    bag.run { [weak self] in
      guard let choice = await coordinator.chooseCategory(current: current) else { return }
      self?.select(choice)
    }
  }

  /// Switches the category: the sections never show the earlier category's items under the
  /// new label — they are all loading at once, then each shows its own answer.
  private func select(_ choice: ContentType) {
    guard choice != category.value else { return }
    category.accept(choice)
    states = [:]
    loadAll()
  }

  private static func emptyMessage(_ kind: HomeSectionKind) -> String {
    kind.listsCharacters ? DimoStrings.emptyCharacters : DimoStrings.emptySection
  }
}

extension HomeSectionItems {
  /// The posters or portraits to load.
  var picturePaths: [String] {
    switch self {
    case .contents(let contents): contents.map(\.posterPath)
    case .characters(let characters): characters.map(\.imagePath)
    }
  }
}
