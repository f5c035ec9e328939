import CairnPresentation

/// What the add-book screen asks of its coordinator.
@MainActor
public protocol AddBookCoordinating: AnyObject {
  /// "제목 입력하기": opens the search by title.
  func showTitleSearch()
}

/// "책 추가하기": in the original, the camera screen. The camera and its recognition are
/// Apple-only; here the screen says so and leads to the search by title, so that the flow keeps
/// its two screens (and a found book pops back both).
@MainActor
public final class AddBookViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// "제목 입력하기".
    public var enterTitleTapped: Signal<Void>

    /// Creates the input.
    public init(enterTitleTapped: Signal<Void> = .never) {
      self.enterTitleTapped = enterTitleTapped
    }
  }

  /// What the screen shows: fixed texts.
  public struct Output {
    /// "새로운 책 추가하기".
    public var heading: String
    /// The original's camera instruction.
    public var instruction: String
    /// Why there is no camera here.
    public var notice: String
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any AddBookCoordinating)?
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.enterTitleTapped.observe { [weak self] in self?.coordinator?.showTitleSearch() }
      .store(in: bag)
    return Output(
      heading: BookKittyStrings.addBookHeading, instruction: BookKittyStrings.cameraInstruction,
      notice: BookKittyStrings.cameraUnavailable)
  }
}
