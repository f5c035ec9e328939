import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerTerminal
import ProjectManagerTestSupport

let calendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
  return calendar
}()

/// 2026-11-21 10:00 in Seoul: the fixed "now" of these tests.
let now =
  calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 10))
  ?? .distantPast

func day(_ month: Int, _ day: Int) throws -> Day {
  try Day(year: 2026, month: month, day: day)
}

/// The Project Manager app on a virtual terminal, on a real SQLite file in a fresh folder.
@MainActor
final class BoardTerminalApp {
  let folder: URL
  let store: SQLiteWorkStore
  let sync: ControlledSync
  let navigator = Navigator()
  private(set) var screen: TerminalHarness?
  private let app: ProjectManagerAppCoordinator
  private let dependencies: ProjectManagerDependencies

  init(sync: ControlledSync = ControlledSync()) async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pm-terminal-\(UUID().uuidString)")
    store = try await SQLiteWorkStore.open(folder: folder)
    self.sync = sync
    dependencies = ProjectManagerDependencies(
      repository: store, sync: sync, now: { now }, calendar: calendar)
    app = ProjectManagerAppCoordinator(router: navigator.router(), dependencies: dependencies)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Adds a work straight to the store, in `state`.
  @discardableResult
  func seed(
    _ title: String, body: String = "", due: Day? = nil, state: WorkState = .todo
  ) async throws -> Work {
    let work = try await store.create(
      WorkDraft(title: title, body: body, due: try due ?? day(12, 1)))
    guard state != .todo else { return work }
    return try await store.move(id: work.id, to: state)
  }

  /// Starts the app on a terminal of `width` × `height` and waits for the board to load.
  func start(width: Int = 100, height: Int = 24) async -> TerminalHarness {
    navigator.start(app)
    let frontEnd = ProjectManagerTerminalScreens.frontEnd(for: navigator)
    let screen = TerminalHarness(frontEnd: frontEnd, width: width, height: height)
    self.screen = screen
    await screen.waitUntil { !$0.contains("불러오는 중") }
    return screen
  }

  func stored() async throws -> [Work] {
    try await store.works()
  }
}
