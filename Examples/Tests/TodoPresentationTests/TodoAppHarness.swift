import CairnNavigation
import CairnNetworking
import CairnPresentation
import CairnTesting
import Foundation
import Testing
import TodoData
import TodoDomain
import TodoPresentation

/// 2026-11-21 10:00 in Seoul: the fixed "now" of these tests.
let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt
let testCalendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = seoul
  return calendar
}()

func day(
  _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
) -> Date {
  testCalendar.date(
    from: DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    ?? .distantPast
}

/// The whole TodoList app, headless, on a real JSON file in a fresh folder: the navigator, the
/// AppCoordinator, a headless front end and the list screen's bindings.
@MainActor
final class TodoAppHarness {
  let folder: URL
  /// True when this harness made its folder and removes it when it goes.
  private let ownsFolder: Bool
  let repository: JSONFileTodoRepository
  let navigator = Navigator()
  let front: HeadlessFrontEnd
  let leaks = LeakTracker()
  private(set) var app: TodoAppCoordinator?

  let viewDidLoad = PublishRelay<Void>()
  let add = PublishRelay<Void>()
  let select = PublishRelay<UUID>()
  let move = PublishRelay<UUID>()
  let delete = PublishRelay<UUID>()
  let retry = PublishRelay<Void>()
  private(set) var list: TodoListViewModel.Output?
  /// The rows the list asked to select, in order.
  private(set) var selections: [UUID] = []
  private var selectionToken: Subscription?
  private var messages: [String] = []
  private var messageToken: Subscription?

  // snippet: todo-harness-init
  init(
    folder: URL? = nil, todos: [Todo] = [], fileContents: Data? = nil,
    now: Date = day(2026, 11, 21, 10),
    clock: ManualClock? = nil, watchInterval: Duration = .milliseconds(300)
  ) async throws {
    // A relaunch test passes the folder of an app it quit; the harness leaves it in place.
    ownsFolder = folder == nil
    self.folder =
      folder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "todo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
    if let fileContents {
      try fileContents.write(
        to: self.folder.appendingPathComponent(JSONFileTodoRepository.fileName))
    }
    let seeding = JSONFileTodoRepository(folder: self.folder)
    for todo in todos { try await seeding.saveTodo(todo) }
    let repository = JSONFileTodoRepository(folder: self.folder, watchInterval: watchInterval)
    self.repository = repository
    // A test that moves time passes a manual clock; the others stand still at `now`.
    let dependencies =
      clock.map { clock in
        TodoDependencies(
          repository: repository, now: { clock.now }, calendar: testCalendar,
          dayTicker: DayTicker(
            calendar: testCalendar, now: { clock.now }, sleep: { try await clock.sleep(for: $0) }))
      } ?? TodoDependencies(repository: repository, now: { now }, calendar: testCalendar)
    let app = TodoAppCoordinator(router: navigator.router(), dependencies: dependencies)
    self.app = app
    front = HeadlessFrontEnd(navigator: navigator) { [weak app] url in
      await app?.open(url) ?? .failure(.unhandled(url.absoluteString))
    }
    navigator.start(app)
    bindList()
  }
  // end-snippet

  deinit {
    if ownsFolder { try? FileManager.default.removeItem(at: folder) }
  }

  /// The messages the list has shown so far.
  var shownMessages: [String] { messages }

  // snippet: todo-harness-load
  private func bindList() {
    guard let viewModel = front.visibleContent(as: TodoListViewModel.self) else { return }
    let output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, todoSelected: select.signal,
        moveRequested: move.signal, deleteRequested: delete.signal, retry: retry.signal))
    messageToken = output.message.observe { [weak self] in self?.messages.append($0) }
    selectionToken = output.select.observe { [weak self] in self?.selections.append($0) }
    list = output
  }

  /// Loads the list and waits until every section has loaded.
  @discardableResult
  func load() async -> [TodoSection] {
    viewDidLoad.send()
    return await sections { $0.allSatisfy { !$0.rows.isLoading } }
  }

  /// Waits for the sections to satisfy `condition`.
  func sections(where condition: @escaping @MainActor ([TodoSection]) -> Bool) async
    -> [TodoSection]
  {
    await list?.sections.first(where: condition) ?? []
  }
  // end-snippet

  /// The rows' titles per section, TODO / DOING / DONE.
  func titles(_ sections: [TodoSection]) -> [[String]] {
    sections.map { $0.rows.value?.map(\.title) ?? [] }
  }

  /// What is stored on disk now, read by a fresh repository.
  func stored() async throws -> [Todo] {
    try await JSONFileTodoRepository(folder: folder).fetchTodos()
  }

  /// Waits for the detail sheet, binds it, and tracks its coordinator and view model for leaks.
  func openedDetail() async throws -> DetailBinding {
    await front.waitUntil { $0.visibleScreen?.name == "TodoDetail" }
    let viewModel = try requireValue(front.visibleContent(as: TodoDetailViewModel.self))
    leaks.track(viewModel)
    leaks.track(app?.listCoordinator?.children.last)
    return DetailBinding(viewModel)
  }

  /// Rebuilds saved navigation through the app's links, as the launcher does on start.
  func restore(_ restoration: NavigationRestoration) async -> [RestorationFailure] {
    await navigator.restore(restoration) { [weak app] url in
      await app?.open(url) ?? .failure(.unhandled(url.absoluteString))
    }
  }

  /// Finishes the whole app, as quitting does.
  func quit() {
    app?.cancel()
    app = nil
  }
}

/// The detail form's inputs and outputs.
@MainActor
final class DetailBinding {
  let title = PublishRelay<String>()
  let content = PublishRelay<String>()
  let deadline = PublishRelay<Date>()
  let rightButton = PublishRelay<Void>()
  let cancel = PublishRelay<Void>()
  let output: TodoDetailViewModel.Output
  private(set) var messages: [String] = []
  private var messageToken: Subscription?

  init(_ viewModel: TodoDetailViewModel) {
    output = viewModel.transform(
      .init(
        title: title.signal, content: content.signal, deadline: deadline.signal,
        rightButtonTapped: rightButton.signal, cancelTapped: cancel.signal))
    messageToken = output.message.observe { [weak self] in self?.messages.append($0) }
  }
}

struct MissingValue: Error {}

func requireValue<T>(_ value: T?) throws -> T {
  guard let value else { throw MissingValue() }
  return value
}
