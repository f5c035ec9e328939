import CairnPresentation
import DimoDomain

/// A profile page: My Momentum (the caller's, with Edit profile and four sections) or another
/// user's (three sections, no edit). The header and each section load on their own, each
/// loading, empty, failed (with its own retry) or showing rows, the others unaffected.
@MainActor
public final class MomentumViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`: reloads the header and the sections that failed, each on its own.
    public var retryFailed: Signal<Void>
    /// Reloads one section.
    public var retrySection: Signal<MomentumSectionKind>
    /// A section's "더보기 >".
    public var moreTapped: Signal<MomentumSectionKind>
    /// A row was opened.
    public var itemSelected: Signal<MomentumItem>
    /// A voted character's "다시 투표하기".
    public var revoteSelected: Signal<MomentumItem>
    /// The header's edit button (one's own page).
    public var editTapped: Signal<Void>
    /// "DIG ME!로 이동하기".
    public var digMeTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retryFailed: Signal<Void> = .never,
      retrySection: Signal<MomentumSectionKind> = .never,
      moreTapped: Signal<MomentumSectionKind> = .never,
      itemSelected: Signal<MomentumItem> = .never, revoteSelected: Signal<MomentumItem> = .never,
      editTapped: Signal<Void> = .never, digMeTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retryFailed = retryFailed
      self.retrySection = retrySection
      self.moreTapped = moreTapped
      self.itemSelected = itemSelected
      self.revoteSelected = revoteSelected
      self.editTapped = editTapped
      self.digMeTapped = digMeTapped
    }
  }

  /// What the page shows.
  public struct Output {
    /// True on the caller's own page (the edit button, the comments, DIG ME).
    public var isOwn: Bool
    /// The header: nickname, MBTI, introduction, picture.
    public var profile: Driver<Loadable<UserProfile>>
    /// The sections, in order, each with its first rows.
    public var sections: Driver<[MomentumSection]>
    /// Posters, portraits and the profile picture, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator that navigates for this page.
  public weak var coordinator: (any MomentumCoordinating)?
  /// Whose page this is.
  public let owner: MomentumOwner

  private let profiles: any MomentumRepository
  private let pictureLoads: PictureLoads
  private let profile = BehaviorRelay<Loadable<UserProfile>>(.loading)
  private var states: [MomentumSectionKind: Loadable<[MomentumItem]>] = [:] {
    didSet { publish() }
  }
  private let sections = BehaviorRelay<[MomentumSection]>([])
  private var isBusy = false
  private var hasAppeared = false
  /// The number of the latest load of the header and of each section: an answer to an earlier
  /// load that arrives after a later one's is dropped, not shown over it.
  private var profileLoadNumber = 0
  private var loadNumbers: [MomentumSectionKind: Int] = [:]
  private let bag = TaskBag()

  /// Creates the page of `owner`.
  public init(
    owner: MomentumOwner, dependencies: DimoMomentumDependencies, images: any DimoImageRepository
  ) {
    self.owner = owner
    profiles = dependencies.profiles
    pictureLoads = PictureLoads(repository: images)
    publish()
  }

  /// Binds the page's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      self?.hasAppeared = true
      self?.reload()
    }.store(in: bag)
    input.retryFailed.observe { [weak self] in self?.retryFailed() }.store(in: bag)
    input.retrySection.observe { [weak self] in self?.load($0) }.store(in: bag)
    input.moreTapped.observe { [weak self] kind in
      guard let self, let section = sections.value.first(where: { $0.kind == kind }),
        section.showsMore
      else { return }
      coordinator?.showMore(kind, title: section.title)
    }.store(in: bag)
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    input.revoteSelected.observe { [weak self] in self?.revote($0) }.store(in: bag)
    input.editTapped.observe { [weak self] in self?.edit() }.store(in: bag)
    input.digMeTapped.observe { [weak self] in
      guard let self, owner.isOwn else { return }
      coordinator?.showDigMe()
    }.store(in: bag)
    return Output(
      isOwn: owner.isOwn, profile: profile.driver, sections: sections.driver,
      pictures: pictureLoads.pictures.driver)
  }

  /// Loads the header and every section again (after a flow started here ended: a 찜, a
  /// review or a comment may have changed).
  public func reload() {
    loadProfile()
    for kind in MomentumSectionKind.sections(isOwn: owner.isOwn) { load(kind) }
  }

  /// Loads everything again if the page has appeared already (its tab was selected again: a
  /// 찜, a vote or a review may have changed on another tab).
  public func reloadIfAppeared() {
    guard hasAppeared else { return }
    reload()
  }

  private func retryFailed() {
    if profile.value.failure != nil { loadProfile() }
    for kind in MomentumSectionKind.sections(isOwn: owner.isOwn)
    where states[kind]?.failure != nil {
      load(kind)
    }
  }

  /// Builds the sections from the states, titled with the nickname once it is known.
  private func publish() {
    let nickname: String? =
      switch owner {
      case .me: nil
      case .user(let id, let nickname): profile.value.value?.nickname ?? nickname ?? id
      }
    sections.acceptIfChanged(
      MomentumSectionKind.sections(isOwn: owner.isOwn).map { kind in
        MomentumSection(
          kind: kind, title: DimoStrings.momentumSectionTitle(kind, nickname: nickname),
          items: (states[kind] ?? .loading).map { Array($0.prefix(MomentumSection.previewLimit)) },
          isOwn: owner.isOwn,
          hasMore: (states[kind]?.value?.count ?? 0) > MomentumSection.previewLimit)
      })
  }

  private func loadProfile() {
    if profile.value.value == nil { profile.accept(.loading) }
    profileLoadNumber += 1
    let number = profileLoadNumber
    let (profiles, userID, pictureLoads) = (self.profiles, owner.userID, self.pictureLoads)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await profiles.fetchProfile(userID: userID)
        guard self?.profileLoadNumber == number else { return }
        self?.profile.accept(.loaded(loaded))
        self?.publish()
        await pictureLoads.load(loaded.picturePath.map { [$0] } ?? [])
      } catch {
        guard error != .cancelled, self?.profileLoadNumber == number else { return }
        self?.profile.accept(.failed(.dimo(error)))
      }
    }
  }

  /// Loads one section; its rows stay in view while it reloads.
  private func load(_ kind: MomentumSectionKind) {
    if states[kind]?.value == nil { states[kind] = .loading }
    let number = (loadNumbers[kind] ?? 0) + 1
    loadNumbers[kind] = number
    let (profiles, userID, pictureLoads) = (self.profiles, owner.userID, self.pictureLoads)
    let emptyMessage = DimoStrings.momentumEmpty(kind, isOwn: owner.isOwn)
    bag.run { [weak self] in
      let state: Loadable<[MomentumItem]>
      do throws(DimoFailure) {
        state = .items(
          try await kind.load(from: profiles, userID: userID), emptyMessage: emptyMessage)
      } catch {
        guard error != .cancelled else { return }
        state = .failed(.dimo(error))
      }
      guard self?.loadNumbers[kind] == number else { return }
      self?.states[kind] = state
      await pictureLoads.load(
        (state.value ?? []).prefix(MomentumSection.previewLimit).compactMap(\.picturePath))
    }
  }

  /// Runs the vote flow on a voted character and shows the vote it ends with, no reload.
  private func revote(_ item: MomentumItem) {
    // Only one's own vote can be cast again: another user's Dig row is theirs.
    guard owner.isOwn, case .character(let voted) = item, let coordinator, !isBusy else { return }
    isBusy = true
    bag.run { [weak self] in
      let cast = await coordinator.revote(on: voted.character)
      self?.isBusy = false
      guard let self, let cast else { return }
      if let voted = states[.voted] { states[.voted] = voted.applying(cast) }
    }
  }

  /// Edit profile, awaited: the header shows the new introduction and picture at once.
  private func edit() {
    guard owner.isOwn, let coordinator, !isBusy, let current = profile.value.value else { return }
    isBusy = true
    let pictureLoads = self.pictureLoads
    bag.run { [weak self] in
      let change = await coordinator.editProfile(current)
      self?.isBusy = false
      guard let self, let change else { return }
      let updated = (profile.value.value ?? current).applying(change)
      profile.accept(.loaded(updated))
      await pictureLoads.load(updated.picturePath.map { [$0] } ?? [])
    }
  }
}

extension MomentumCoordinating {
  /// Opens a row: a work's detail, a character's detail, a review (a comment's review).
  func open(_ item: MomentumItem) {
    switch item {
    case .work(let work): showContentDetail(id: work.contentID, type: work.type)
    case .character(let voted): showCharacterDetail(id: voted.id)
    case .review(let review): showReviewDetail(id: review.id, characterID: review.character.id)
    case .comment(let comment):
      showReviewDetail(id: comment.reviewID, characterID: comment.character.id)
    }
  }
}
