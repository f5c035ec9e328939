import CairnWeb
import Foundation
import KoreanChrome
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerWeb

/// The Project Manager's board as the browser serves it, on a store of `works` works in a fresh
/// folder, synced with nobody (`LocalOnlySync`): what the concurrent-sessions benchmark clicks
/// through.
@MainActor
struct WebBoardFixture {
  let app: ComposedWebApp
  let folder: URL

  /// Writes `works` works over the three columns and composes the app on them.
  static func make(works: Int) async throws -> WebBoardFixture {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "cairn-bench-board-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try await SQLiteWorkStore.open(folder: folder)
    let states: [WorkState] = [.todo, .doing, .done]
    for index in 0..<works {
      let due = try Day(year: 2027, month: 1 + index % 12, day: 1 + index % 28)
      let work = try await store.create(
        WorkDraft(title: "카드 \(index) — 회의 준비", body: "안건 정리\n자료 출력", due: due))
      let state = states[index % states.count]
      if state != .todo { _ = try await store.move(id: work.id, to: state) }
    }
    let app = ProjectManagerWebViews.app(
      title: "Project Manager", strings: .korean,
      dependencies: ProjectManagerDependencies(repository: store, sync: LocalOnlySync(store: store))
    )
    return WebBoardFixture(app: app, folder: folder)
  }

  /// Removes the board's folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
