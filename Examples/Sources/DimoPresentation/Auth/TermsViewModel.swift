import CairnPresentation

/// What TermsOfUse asks of its coordinator.
@MainActor
public protocol TermsCoordinating: AnyObject {
  /// The required terms were agreed to; `acceptsPush` is the optional consent.
  func termsDidAgree(acceptsPush: Bool)
  /// "보기" beside an item with a text: shows the whole text, to read before agreeing.
  func showTerm(_ document: DocumentViewModel)
}

/// One item of TermsOfUse.
public enum TermItem: CaseIterable, Sendable {
  /// "(필수) 만 14세 이상".
  case age
  /// "(필수) DIMO 이용 약관".
  case service
  /// "(필수) 개인정보 수집 및 이용 동의".
  case privacy
  /// "(선택) 이벤트 앱 푸시 알림 동의".
  case push

  /// True for the three required items.
  public var isRequired: Bool { self != .push }

  /// The title and paragraphs of the item's whole text, for the items that have one (the
  /// original's [보기]).
  public var text: (title: String, paragraphs: [String])? {
    switch self {
    case .service: (DimoStrings.termServiceDocument, DimoStrings.termsOfService)
    case .privacy: (DimoStrings.termPrivacyDocument, DimoStrings.privacyPolicy)
    case .age, .push: nil
    }
  }

  /// The item's line.
  public var title: String {
    switch self {
    case .age: DimoStrings.termAge
    case .service: DimoStrings.termService
    case .privacy: DimoStrings.termPrivacy
    case .push: DimoStrings.termPush
    }
  }
}

/// TermsOfUse: four items and "전체 동의하기"; "동의하고 계속하기" is enabled once the three
/// required items are agreed to; the optional push consent becomes `push_check`. "보기" beside
/// the service terms and the privacy consent shows their whole text; what was agreed stays.
@MainActor
public final class TermsViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// An item was toggled.
    public var toggled: Signal<TermItem>
    /// "전체 동의하기".
    public var allToggled: Signal<Void>
    /// "동의하고 계속하기".
    public var continueTapped: Signal<Void>
    /// "보기" beside an item.
    public var readTapped: Signal<TermItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      toggled: Signal<TermItem> = .never, allToggled: Signal<Void> = .never,
      continueTapped: Signal<Void> = .never, readTapped: Signal<TermItem> = .never
    ) {
      self.toggled = toggled
      self.allToggled = allToggled
      self.continueTapped = continueTapped
      self.readTapped = readTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The agreed items.
    public var agreed: Driver<Set<TermItem>>
    /// True when every item is agreed ("전체 동의하기" checked).
    public var isAllAgreed: Driver<Bool>
    /// True when the required items are agreed.
    public var isContinueEnabled: Driver<Bool>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any TermsCoordinating)?
  private let agreed = BehaviorRelay<Set<TermItem>>([])
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.toggled.observe { [weak self] item in
      guard let self else { return }
      var set = agreed.value
      if set.contains(item) { set.remove(item) } else { set.insert(item) }
      agreed.accept(set)
    }.store(in: bag)
    input.allToggled.observe { [weak self] in
      guard let self else { return }
      agreed.accept(agreed.value.count == TermItem.allCases.count ? [] : Set(TermItem.allCases))
    }.store(in: bag)
    input.readTapped.observe { [weak self] item in
      guard let text = item.text else { return }
      self?.coordinator?.showTerm(DocumentViewModel(title: text.title, paragraphs: text.paragraphs))
    }.store(in: bag)
    input.continueTapped.observe { [weak self] in
      guard let self, Self.requiredAgreed(agreed.value) else { return }
      coordinator?.termsDidAgree(acceptsPush: agreed.value.contains(.push))
    }.store(in: bag)
    return Output(
      agreed: agreed.driver, isAllAgreed: agreed.driver.map { $0.count == TermItem.allCases.count },
      isContinueEnabled: agreed.driver.map(Self.requiredAgreed))
  }

  private static func requiredAgreed(_ set: Set<TermItem>) -> Bool {
    TermItem.allCases.filter(\.isRequired).allSatisfy(set.contains)
  }
}
