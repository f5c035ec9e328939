import CairnPresentation

/// What the Setting list asks of its coordinator.
@MainActor
public protocol SettingCoordinating: AnyObject {
  /// Logs out and returns to the login.
  func logOut()
}

/// The Setting tab's list, under the title "설정": for now "로그아웃" and a line saying that
/// the original's other items come in part 2.
@MainActor
public final class SettingViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// "로그아웃".
    public var logOutTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(logOutTapped: Signal<Void> = .never) {
      self.logOutTapped = logOutTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The items, in order.
    public var items: [String]
    /// The line under them.
    public var note: String
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any SettingCoordinating)?
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.logOutTapped.observe { [weak self] in self?.coordinator?.logOut() }.store(in: bag)
    return Output(items: [DimoStrings.logOut], note: DimoStrings.settingComingInPartTwo)
  }
}
