import CairnPresentation
import DimoDomain

/// A profile section's "더보기 >" list: every row of the section, titled after it, with the
/// same row actions as the page (a voted character's 다시 투표하기 included).
@MainActor
public final class MomentumMoreViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: loads the list again.
    public var retry: Signal<Void>
    /// A row was opened.
    public var itemSelected: Signal<MomentumItem>
    /// A voted character's "다시 투표하기".
    public var revoteSelected: Signal<MomentumItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      itemSelected: Signal<MomentumItem> = .never, revoteSelected: Signal<MomentumItem> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.itemSelected = itemSelected
      self.revoteSelected = revoteSelected
    }
  }

  /// What the list shows.
  public struct Output {
    /// The section's title.
    public var title: String
    /// The rows, or where they stand.
    public var items: Driver<Loadable<[MomentumItem]>>
    /// Posters and portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator that opens the rows.
  public weak var coordinator: (any MomentumCoordinating)?
  /// Which section this lists.
  public let kind: MomentumSectionKind
  /// Whose section.
  public let owner: MomentumOwner
  /// The title.
  public let title: String

  private let profiles: any MomentumRepository
  private let pictureLoads: PictureLoads
  private let items = BehaviorRelay<Loadable<[MomentumItem]>>(.loading)
  private var isVoting = false
  private let bag = TaskBag()

  /// Creates the list of `owner`'s section `kind`.
  public init(
    kind: MomentumSectionKind, owner: MomentumOwner, title: String,
    dependencies: DimoMomentumDependencies, images: any DimoImageRepository
  ) {
    self.kind = kind
    self.owner = owner
    self.title = title
    profiles = dependencies.profiles
    pictureLoads = PictureLoads(repository: images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in self?.reload() }
      .store(in: bag)
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    input.revoteSelected.observe { [weak self] in self?.revote($0) }.store(in: bag)
    return Output(title: title, items: items.driver, pictures: pictureLoads.pictures.driver)
  }

  /// Loads the list again; its rows stay in view meanwhile.
  public func reload() {
    if items.value.value == nil { items.accept(.loading) }
    let (profiles, kind, userID) = (self.profiles, self.kind, owner.userID)
    let emptyMessage = DimoStrings.momentumEmpty(kind, isOwn: owner.isOwn)
    let pictureLoads = self.pictureLoads
    bag.run { [weak self] in
      let state: Loadable<[MomentumItem]>
      do throws(DimoFailure) {
        state = .items(
          try await kind.load(from: profiles, userID: userID), emptyMessage: emptyMessage)
      } catch {
        guard error != .cancelled else { return }
        state = .failed(.dimo(error))
      }
      self?.items.accept(state)
      await pictureLoads.load((state.value ?? []).compactMap(\.picturePath))
    }
  }

  private func revote(_ item: MomentumItem) {
    // Only one's own vote can be cast again: another user's Dig row is theirs.
    guard owner.isOwn, case .character(let voted) = item, let coordinator, !isVoting else {
      return
    }
    isVoting = true
    bag.run { [weak self] in
      let cast = await coordinator.revote(on: voted.character)
      self?.isVoting = false
      guard let self, let cast else { return }
      items.accept(items.value.applying(cast))
    }
  }
}
