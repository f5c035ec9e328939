import CairnPresentation

/// The Home tab's first screen. A minimal stand-in: the Home screen of the part on
/// Home replaces it.
@MainActor
public final class DimoHomeViewModel: ViewModel {
  /// What the user did: nothing yet.
  public struct Input {
    /// Creates the input.
    public init() {}
  }

  /// What the screen shows.
  public struct Output {
    /// The line shown.
    public var message: Driver<String>
  }

  /// Creates the view model.
  public init() {}

  /// Binds the screen.
  public func transform(_ input: Input) -> Output {
    Output(message: .just(DimoStrings.homeTab))
  }
}
