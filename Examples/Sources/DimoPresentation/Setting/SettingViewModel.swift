import CairnPresentation

/// The Setting tab's list, under the title "설정": "계정 설정", "고객센터" and "기타" with
/// their rows, each opening its screen.
@MainActor
public final class SettingViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// A row was chosen.
    public var itemSelected: Signal<SettingItem>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(itemSelected: Signal<SettingItem> = .never) {
      self.itemSelected = itemSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The sections, in order.
    public var sections: [SettingSection]
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any SettingCoordinating)?
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.itemSelected.observe { [weak self] in self?.coordinator?.open($0) }.store(in: bag)
    return Output(sections: SettingSection.all)
  }
}
