import CairnPresentation
import DimoDomain

/// 공지사항: the server's notices, newest first, each with its date; one opens.
@MainActor
public final class NoticeListViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// "다시 시도".
    public var retry: Signal<Void>
    /// A notice was chosen.
    public var noticeSelected: Signal<Notice>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      noticeSelected: Signal<Notice> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.noticeSelected = noticeSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The notices, or where they stand.
    public var notices: Driver<Loadable<[Notice]>>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any NoticeListCoordinating)?
  private let settings: any SettingsRepository
  private let notices = BehaviorRelay<Loadable<[Notice]>>(.loading)
  private let bag = TaskBag()

  /// Creates the view model.
  public init(settings: any SettingsRepository) {
    self.settings = settings
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in self?.load() }
      .store(in: bag)
    input.noticeSelected.observe { [weak self] in self?.coordinator?.showNotice($0) }
      .store(in: bag)
    return Output(notices: notices.driver)
  }

  private func load() {
    notices.accept(.loading)
    let settings = self.settings
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await settings.fetchNotices()
        self?.notices.accept(.items(loaded, emptyMessage: DimoStrings.noNotices))
      } catch {
        guard error != .cancelled else { return }
        self?.notices.accept(.failed(.dimo(error)))
      }
    }
  }
}
