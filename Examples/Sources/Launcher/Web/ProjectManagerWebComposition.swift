import CairnNavigation
import CairnWeb
import ExampleSupport
import Foundation
import KoreanChrome
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerPresentation
import ProjectManagerServer
import ProjectManagerWeb

/// The Project Manager as `cairn-apps web` serves it: its SQLite file and sync engine built
/// once, as `cairn-apps --app pm` builds them (against `--server`, else the server kept by
/// `cairn-apps pm login`, else its server started in this process over the app folder), and
/// shared by every browser tab's instance, as two windows of one app would share them.
@MainActor
struct ProjectManagerWebComposition {
  /// The app the server hosts under `/pm/`.
  let app: ComposedWebApp
  private let engine: SyncEngine
  private let embedded: RunningProjectManagerServer?

  /// Opens the board's file in `folder`, starts the embedded sync server unless `server` (or a
  /// kept login) names one, and starts the sync engine.
  static func start(folder: URL, server: URL?) async throws -> ProjectManagerWebComposition {
    let store = try await SQLiteWorkStore.open(folder: folder)
    let target = try PMSyncTarget(
      server: server, token: nil, kept: try SyncLoginFile(folder: folder).load())
    let connection = try await PMServerConnection.connect(target, folder: folder)
    let engine = SyncEngine(store: store, serverURL: connection.url, token: connection.token)
    await engine.start()
    let dependencies = ProjectManagerDependencies(repository: store, sync: engine)
    return ProjectManagerWebComposition(
      app: ProjectManagerWebViews.app(
        title: ReferenceApp.pm.title, strings: .korean, dependencies: dependencies), engine: engine,
      embedded: connection.embedded)
  }

  /// Stops the sync engine (changes made just before reach the server when it answers
  /// quickly), then the embedded server, if one was started.
  func stop() async {
    await engine.stop()
    await engine.syncBeforeQuitting(within: .seconds(3))
    await embedded?.stopAndWait()
  }

}
