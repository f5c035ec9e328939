import CairnPresentation

/// The launcher's home screen: the five reference apps; opening one that is not built yet
/// says so instead of hiding it.
@MainActor
public final class HomeViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// An app was chosen (Enter).
    public var chosen: Signal<ReferenceApp>

    /// Creates the input.
    public init(chosen: Signal<ReferenceApp>) {
      self.chosen = chosen
    }
  }

  /// What the home screen shows.
  public struct Output {
    /// Every app, available or coming soon, in seed order of the launcher.
    public var apps: Driver<[ReferenceApp]>
    /// An available app to open now.
    public var open: Signal<ReferenceApp>
    /// A notice, such as "coming soon".
    public var message: Signal<String>
  }

  private let open = PublishRelay<ReferenceApp>()
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.chosen.observe { [weak self] app in
      guard let self else { return }
      if app.isAvailable {
        open.send(app)
      } else {
        message.send(LauncherStrings.notReady(app))
      }
    }.store(in: bag)
    return Output(
      apps: .just(ReferenceApp.allCases), open: open.signal, message: message.signal)
  }
}
