import CairnNavigation
import CairnNetworking
import CairnPresentation
import CairnTesting
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerTestSupport
import Testing

/// 2026-11-21 10:00 in Seoul: the fixed "now" of these tests.
let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt
let testCalendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = seoul
  return calendar
}()
let testNow = date(2026, 11, 21, 10)

func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
  testCalendar.date(
    from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    ?? .distantPast
}

func day(_ year: Int, _ month: Int, _ day: Int) throws -> Day {
  try Day(year: year, month: month, day: day)
}

/// The whole Project Manager app, headless, on a real SQLite file in a fresh folder: the
/// navigator, the AppCoordinator, a headless front end and the board's bindings. The app, its
/// board flow and the board's view model are tracked for leaks from the start.
@MainActor
final class BoardAppHarness {
  let folder: URL
  /// True when this harness made its folder and removes it when it goes.
  private let ownsFolder: Bool
  let store: SQLiteWorkStore
  let sync: any SyncService
  let navigator = Navigator()
  let front: HeadlessFrontEnd
  let leaks = LeakTracker()
  private(set) var app: ProjectManagerAppCoordinator?

  let viewDidLoad = PublishRelay<Void>()
  let add = PublishRelay<Void>()
  let select = PublishRelay<UUID>()
  let move = PublishRelay<UUID>()
  let delete = PublishRelay<UUID>()
  let syncRequested = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  private(set) var board: BoardViewModel.Output?
  private(set) var messages: [String] = []
  private var messageToken: Subscription?

  init(
    folder: URL? = nil, repository: ((SQLiteWorkStore) -> any WorkRepository)? = nil,
    sync: ((SQLiteWorkStore) -> any SyncService)? = nil, now: Date = testNow,
    clock: ManualClock? = nil
  ) async throws {
    // A relaunch test passes the folder of an app it quit; the harness leaves it in place.
    ownsFolder = folder == nil
    self.folder =
      folder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "pm-presentation-\(UUID().uuidString)")
    store = try await SQLiteWorkStore.open(folder: self.folder)
    self.sync = sync?(store) ?? ControlledSync()
    // A test that moves time passes a manual clock; the others stand still at `now`.
    let readNow: @Sendable () -> Date
    var ticker: DayTicker?
    if let clock {
      readNow = { clock.now }
      ticker = DayTicker(
        calendar: testCalendar, now: readNow, sleep: { try await clock.sleep(for: $0) })
    } else {
      readNow = { now }
    }
    let dependencies = ProjectManagerDependencies(
      repository: repository?(store) ?? store, sync: self.sync, now: readNow,
      calendar: testCalendar, dayTicker: ticker)
    let app = ProjectManagerAppCoordinator(router: navigator.router(), dependencies: dependencies)
    self.app = app
    front = HeadlessFrontEnd(navigator: navigator)
    navigator.start(app)
    leaks.track(app)
    leaks.track(app.boardCoordinator)
    bindBoard()
  }

  deinit {
    if ownsFolder { try? FileManager.default.removeItem(at: folder) }
  }

  private func bindBoard() {
    guard let viewModel = front.visibleContent(as: BoardViewModel.self) else { return }
    leaks.track(viewModel)
    let output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, workSelected: select.signal,
        moveRequested: move.signal, deleteRequested: delete.signal,
        syncRequested: syncRequested.signal, retry: retry.signal))
    messageToken = output.message.observe { [weak self] in self?.messages.append($0) }
    board = output
  }

  /// Adds a work straight to the store, in `state`.
  @discardableResult
  func seed(
    _ title: String, body: String = "", due: Day? = nil, state: WorkState = .todo
  ) async throws -> Work {
    let draft = WorkDraft(title: title, body: body, due: try due ?? day(2026, 12, 1))
    let work = try await store.create(draft)
    guard state != .todo else { return work }
    return try await store.move(id: work.id, to: state)
  }

  /// Starts the board and waits until every column has loaded.
  @discardableResult
  func load() async -> [BoardColumn] {
    viewDidLoad.send()
    return await columns { $0.allSatisfy { !$0.works.isLoading } }
  }

  /// Waits for the columns to satisfy `condition`.
  func columns(where condition: @escaping @MainActor ([BoardColumn]) -> Bool) async
    -> [BoardColumn]
  {
    await board?.columns.first(where: condition) ?? []
  }

  /// Waits for the sync status line to satisfy `condition`.
  @discardableResult
  func syncStatus(where condition: @escaping @MainActor (SyncStatusText) -> Bool) async
    -> SyncStatusText?
  {
    await board?.syncStatus.first(where: condition)
  }

  /// The cards' titles per column, TODO / DOING / DONE.
  func titles(_ columns: [BoardColumn]) -> [[String]] {
    columns.map { $0.works.value?.map(\.title) ?? [] }
  }

  /// What is stored now.
  func stored() async throws -> [Work] {
    try await store.works()
  }

  /// Waits for the form sheet, binds it, and tracks its coordinator and view model for leaks.
  func openedForm() async throws -> FormBinding {
    let viewModel = try #require(
      await front.waitForScreen("WorkForm", as: WorkFormViewModel.self))
    leaks.track(viewModel)
    leaks.track(app?.boardCoordinator?.children.last)
    return FormBinding(viewModel)
  }

  /// Rebuilds saved navigation through the app's links, as the launcher does on start.
  func restore(_ restoration: NavigationRestoration) async -> [RestorationFailure] {
    await navigator.restore(restoration) { [weak app] url in
      await app?.open(url) ?? .failure(.unhandled(url.absoluteString))
    }
  }

  /// Quits the app, as the launcher does, and expects every flow, view model and task to be
  /// gone.
  func quitAndExpectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    app?.cancel()
    app = nil
    #expect(navigator.runningFlows.isEmpty, sourceLocation: sourceLocation)
    leaks.expectAllReleased(sourceLocation: sourceLocation)
  }

  /// Quits the app and expects everything to be gone once the tasks that were waiting for a
  /// dialog have resumed (they resume on their next turn, so this yields, bounded, instead of
  /// sleeping).
  func quitAndExpectAllReleased(
    afterPendingTasks: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    app?.cancel()
    app = nil
    for _ in 0..<1_000 where !leaks.aliveLabels.isEmpty {
      await Task.yield()
    }
    #expect(navigator.runningFlows.isEmpty, sourceLocation: sourceLocation)
    leaks.expectAllReleased(sourceLocation: sourceLocation)
  }
}

/// The form's inputs and outputs.
@MainActor
final class FormBinding {
  let title = PublishRelay<String>()
  let body = PublishRelay<String>()
  let due = PublishRelay<Day>()
  let rightButton = PublishRelay<Void>()
  let cancel = PublishRelay<Void>()
  let output: WorkFormViewModel.Output
  private(set) var messages: [String] = []
  private var messageToken: Subscription?

  init(_ viewModel: WorkFormViewModel) {
    output = viewModel.transform(
      .init(
        title: title.signal, body: body.signal, due: due.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    messageToken = output.message.observe { [weak self] in self?.messages.append($0) }
  }
}
