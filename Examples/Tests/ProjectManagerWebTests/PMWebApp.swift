import CairnNavigation
import CairnWeb
import Foundation
import KoreanChrome
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerTestSupport
import ProjectManagerWeb

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

/// The Project Manager as `cairn-apps web` serves it, on a real SQLite file in a fresh folder
/// and a sync whose status the test sets: each browser tab's session starts an instance of it.
@MainActor
final class PMWebApp: WebApp {
  let title = "Project Manager"
  let linkHost = "pm"
  let strings = WebStrings.korean
  let stylesheet: String? = ProjectManagerWebViews.stylesheet
  let folder: URL
  let store: SQLiteWorkStore
  let sync: ControlledSync
  private let dependencies: ProjectManagerDependencies

  init(sync: ControlledSync = ControlledSync(.synced(at: now))) async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pm-web-\(UUID().uuidString)")
    store = try await SQLiteWorkStore.open(folder: folder)
    self.sync = sync
    dependencies = ProjectManagerDependencies(
      repository: store, sync: sync, now: { now }, calendar: calendar)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  var views: ScreenRegistry<any WebContext, any WebScreen> { ProjectManagerWebViews.registry }

  func start() -> WebAppRun {
    let navigator = Navigator()
    let app = ProjectManagerAppCoordinator(router: navigator.router(), dependencies: dependencies)
    navigator.start(app)
    return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
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

  /// Every stored work.
  func stored() async throws -> [Work] {
    try await store.works()
  }
}
