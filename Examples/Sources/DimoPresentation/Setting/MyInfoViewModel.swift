import CairnPresentation

/// 내 정보 변경: "닉네임 변경", "비밀번호 변경", "로그아웃", "회원탈퇴".
@MainActor
public final class MyInfoViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A row was chosen.
    public var itemSelected: Signal<MyInfoItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(itemSelected: Signal<MyInfoItem> = .never) {
      self.itemSelected = itemSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The rows, in order.
    public var items: [MyInfoItem]
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any MyInfoCoordinating)?
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    return Output(items: MyInfoItem.allCases)
  }
}
