import CairnPresentation
import OnbanDomain

/// What the menu asks of its coordinator.
@MainActor
public protocol MenuCoordinating: AnyObject {
  /// Pushes the detail of a dish.
  func showDetail(of dish: Dish)
}

/// One tab's list: the section header, its dishes (or loading / empty / failed), their images
/// (loading, loaded or failed), and whether the list comes from the cache because the server is
/// unreachable.
@MainActor
public final class MenuViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>
    /// A dish was opened, by hash.
    public var dishSelected: Signal<String>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      dishSelected: Signal<String> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.dishSelected = dishSelected
    }
  }

  /// What the list shows.
  public struct Output {
    /// The section header ("모두가 좋아하는 든든한 메인 요리").
    public var header: String
    /// The dishes.
    public var dishes: Driver<Loadable<[DishRow]>>
    /// True while the list shown was kept from an earlier visit.
    public var isShowingSaved: Driver<Bool>
    /// Each image by URL: loading, loaded (its bytes and a description) or failed.("160×120 · 3.1KB").
    public var images: Driver<[String: ShownImage]>
    /// One-shot messages.
    public var message: Signal<String>
  }

  /// The coordinator that pushes details.
  public weak var coordinator: (any MenuCoordinating)?
  /// The section this tab lists.
  public let section: MenuSection

  private let fetchMenu: FetchMenuUseCase
  private let imageLoader: ImageLoads
  private let dishes = BehaviorRelay<Loadable<[DishRow]>>(.loading)
  private let isShowingSaved = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()
  private var loaded: [Dish] = []

  /// Creates the list of one section.
  public init(section: MenuSection, dependencies: OnbanDependencies) {
    self.section = section
    fetchMenu = FetchMenuUseCase(repository: dependencies.dishes)
    imageLoader = ImageLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in
      self?.load()
    }.store(in: bag)
    input.dishSelected.observe { [weak self] hash in
      guard let self, let dish = loaded.first(where: { $0.hash == hash }) else { return }
      coordinator?.showDetail(of: dish)
    }.store(in: bag)
    return Output(
      header: OnbanStrings.header(section), dishes: dishes.driver,
      isShowingSaved: isShowingSaved.driver, images: imageLoader.images.driver,
      message: message.signal)
  }

  private func load() {
    if dishes.value.failure != nil || dishes.value.value == nil { dishes.accept(.loading) }
    let section = self.section
    let fetchMenu = self.fetchMenu
    let imageLoader = self.imageLoader
    // `self` is never held across an await (see DishDetailViewModel.load()).
    bag.run { [weak self] in
      do throws(OnbanError) {
        let fetched = try await fetchMenu.execute(section)
        guard let imageURLs = self?.show(fetched) else { return }
        await imageLoader.load(imageURLs)
      } catch {
        guard error != .cancelled else { return }
        self?.dishes.accept(.failed(LoadFailure(message: OnbanStrings.message(for: error))))
      }
    }
  }

  /// Shows a loaded list and returns the images it needs.
  private func show(_ fetched: Fetched<[Dish]>) -> [String] {
    loaded = fetched.value
    isShowingSaved.accept(fetched.isStale)
    dishes.accept(.items(fetched.value.map(DishRow.init), emptyMessage: OnbanStrings.emptySection))
    return fetched.value.map(\.imageURL)
  }
}
