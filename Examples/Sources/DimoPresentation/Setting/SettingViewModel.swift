import CairnPresentation
import DimoDomain

/// The Setting tab's list, under the title "설정": "계정 설정", "고객센터" and "기타" with
/// their rows, each opening its screen. Inside the 30 days after an MBTI change, "MBTI 변경"
/// carries the day it opens again (``ChangeLock``), as the server says.
@MainActor
public final class SettingViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared: the locks are asked for.
    public var viewDidLoad: Signal<Void>
    /// A row was chosen.
    public var itemSelected: Signal<SettingItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(viewDidLoad: Signal<Void> = .never, itemSelected: Signal<SettingItem> = .never) {
      self.viewDidLoad = viewDidLoad
      self.itemSelected = itemSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The sections, in order.
    public var sections: [SettingSection]
    /// The rows whose change is refused now, with when it opens again.
    public var locks: Driver<[SettingItem: ChangeLock]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any SettingCoordinating)?
  private let settings: any SettingsRepository
  private let locks = BehaviorRelay<[SettingItem: ChangeLock]>([:])
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.reload() }.store(in: bag)
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    return Output(sections: SettingSection.all, locks: locks.driver)
  }

  /// Asks the server again (after a change made on the screen a row opened).
  public func reload() {
    let settings = self.settings
    bag.run { [weak self] in
      let lock = await ChangeLock.load(
        { () async throws(DimoFailure) -> ChangeAllowance in try await settings.checkMBTIChange() },
        lastChange: \.mbtiChangedAt, settings: settings)
      self?.locks.acceptIfChanged(lock.map { [.mbti: $0] } ?? [:])
    }
  }
}
