import CairnPresentation
import DimoDomain

/// 내 정보 변경: "닉네임 변경", "비밀번호 변경", "로그아웃", "회원탈퇴". Inside the 30 days
/// after a nickname change, "닉네임 변경" carries the day it opens again (``ChangeLock``), as
/// the server says.
@MainActor
public final class MyInfoViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared: the lock is asked for.
    public var viewDidLoad: Signal<Void>
    /// A row was chosen.
    public var itemSelected: Signal<MyInfoItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(viewDidLoad: Signal<Void> = .never, itemSelected: Signal<MyInfoItem> = .never) {
      self.viewDidLoad = viewDidLoad
      self.itemSelected = itemSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The rows, in order.
    public var items: [MyInfoItem]
    /// The rows whose change is refused now, with when it opens again.
    public var locks: Driver<[MyInfoItem: ChangeLock]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any MyInfoCoordinating)?
  private let settings: any SettingsRepository
  private let locks = BehaviorRelay<[MyInfoItem: ChangeLock]>([:])
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.reload() }.store(in: bag)
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    return Output(items: MyInfoItem.allCases, locks: locks.driver)
  }

  /// Asks the server again (after a change made on the screen a row opened).
  public func reload() {
    let settings = self.settings
    bag.run { [weak self] in
      let lock = await ChangeLock.load(
        { () async throws(DimoFailure) -> ChangeAllowance in
          try await settings.checkNicknameChange()
        },
        lastChange: \.nicknameChangedAt, settings: settings)
      self?.locks.acceptIfChanged(lock.map { [.nickname: $0] } ?? [:])
    }
  }
}
