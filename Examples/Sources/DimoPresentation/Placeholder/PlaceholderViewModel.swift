import CairnPresentation

/// A tab that comes in part 2 (My Momentum): its title and a line that says so.
@MainActor
public final class PlaceholderViewModel: ViewModel {
  /// What the user did: nothing.
  public struct Input {
    /// Creates the input.
    public init() {}
  }

  /// What the screen shows.
  public struct Output {
    /// The line shown.
    public var message: String
  }

  private let message: String

  /// A placeholder saying `message`.
  public init(message: String = DimoStrings.comingInPartTwo) {
    self.message = message
  }

  /// Binds the screen.
  public func transform(_ input: Input) -> Output {
    Output(message: message)
  }
}
