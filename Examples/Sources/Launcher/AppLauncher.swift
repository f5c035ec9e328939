import BookKittyPresentation
import BookKittyTerminal
import CairnNavigation
import CairnTerminal
import DimoPresentation
import DimoTerminal
import ExampleSupport
import Foundation
import KoreanChrome
import OnbanData
import OnbanPresentation
import OnbanServer
import OnbanTerminal
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerPresentation
import ProjectManagerServer
import ProjectManagerTerminal
import TodoData
import TodoPresentation
import TodoTerminal

/// The composition root: builds each app's dependencies, starts its AppCoordinator on a new
/// navigator, and runs its terminal front end; the home screen runs between apps.
@MainActor
final class AppLauncher {
  private let dataDirectory: DataDirectory
  private let server: URL?
  private let pmToken: BoardToken?
  private let runLoop: TerminalRunLoop
  private let bookKitty: BookKittyModelOptions

  // snippet: launcher-run-loop
  init(
    dataDirectory: DataDirectory, server: URL?, pmToken: BoardToken?, session: TerminalSession,
    bookKitty: BookKittyModelOptions
  ) {
    self.dataDirectory = dataDirectory
    self.server = server
    self.pmToken = pmToken
    self.bookKitty = bookKitty
    runLoop = TerminalRunLoop(
      session: session,
      colorMode: ColorMode.detect(environment: ProcessInfo.processInfo.environment))
  }
  // end-snippet

  /// Stops reading the terminal; call before the session closes.
  func stop() {
    runLoop.stop()
  }

  /// Shows the home screen; an opened app runs until it quits, then home shows again.
  func runHome() async {
    var notice: String?
    while true {
      var chosen: ReferenceApp?
      let navigator = Navigator()
      let home = HomeCoordinator(router: navigator.router())
      navigator.start(home)
      let frontEnd = TerminalFrontEnd(navigator: navigator, strings: .korean) {
        _, content, context in
        (content as? HomeViewModel).map { viewModel in
          HomeTerminalScreen(viewModel: viewModel, context: context) { chosen = $0 }
        }
      }
      if let notice { frontEnd.showToast(notice, kind: .error) }
      let hasInput = await runLoop.run(frontEnd)
      home.cancel()
      guard hasInput, let app = chosen else { return }
      notice = await run(app)
    }
  }

  /// Runs one app until the user quits it.
  /// - Returns: a message for the user when the app could not start.
  @discardableResult
  func run(_ app: ReferenceApp) async -> String? {
    let folder: URL
    do {
      folder = try dataDirectory.appFolder(named: app.dataFolderName)
    } catch {
      return LauncherStrings.dataFolderUnusable(error)
    }
    switch app {
    case .todo:
      return await runTodo(in: folder)
    case .onban:
      return await runOnban(in: folder)
    case .pm:
      return await runProjectManager(in: folder)
    case .bookkitty:
      return await runBookKitty(in: folder)
    case .dimo:
      return await runDimo(in: folder)
    }
  }

  /// Runs Onban against `--server`, else against its server started in-process.
  private func runOnban(in folder: URL) async -> String? {
    var embedded: RunningOnbanServer?
    defer { embedded?.stop() }
    let serverURL: URL
    do {
      if let server {
        serverURL = server
      } else {
        let started = try await RunningOnbanServer.start(
          OnbanServer(
            configuration: OnbanServerConfiguration(
              dataDirectory: folder.appendingPathComponent("server"))))
        embedded = started
        serverURL = started.url
      }
      let repositories = try OnbanDataFactory.makeRepositories(
        serverURL: serverURL, cacheFolder: folder.appendingPathComponent("cache"))
      let dependencies = OnbanDependencies(
        dishes: repositories.dishes, orders: repositories.orders, images: repositories.images)
      let navigator = Navigator()
      let app = OnbanAppCoordinator(router: navigator.router(), dependencies: dependencies)
      navigator.start(app)
      let frontEnd = OnbanTerminalScreens.frontEnd(for: navigator)
      await runLoop.run(frontEnd)
      app.cancel()
      return nil
    } catch {
      return LauncherStrings.cannotStart(.onban, error)
    }
  }

  /// Runs the board on its SQLite file, syncing in the background with `--server` (and
  /// `--token`), else with the server kept by `cairn-apps pm login`, else with its server
  /// started in-process over the app folder's `server` database, on a token of its own.
  private func runProjectManager(in folder: URL) async -> String? {
    var embedded: RunningProjectManagerServer?
    defer { embedded?.stop() }
    do {
      let store = try await SQLiteWorkStore.open(folder: folder)
      let target = try PMSyncTarget(
        server: server, token: pmToken, kept: try SyncLoginFile(folder: folder).load())
      let connection = try await PMServerConnection.connect(target, folder: folder)
      embedded = connection.embedded
      let engine = SyncEngine(store: store, serverURL: connection.url, token: connection.token)
      await engine.start()
      let navigator = Navigator()
      let app = ProjectManagerAppCoordinator(
        router: navigator.router(),
        dependencies: ProjectManagerDependencies(repository: store, sync: engine))
      navigator.start(app)
      let saved = SavedNavigation(folder: folder)
      let notice = await saved.restore(into: navigator, open: app.open)
      tellDamagedDatabase(store.damagedFileMovedTo, of: .pm, on: navigator)
      let frontEnd = ProjectManagerTerminalScreens.frontEnd(for: navigator)
      if let notice { frontEnd.showToast(notice, kind: .error) }
      await runLoop.run(frontEnd)
      let notSaved = saved.save(navigator)
      app.cancel()
      await engine.stop()
      // Changes made just before quitting reach the server when it answers quickly.
      await engine.syncBeforeQuitting(within: .seconds(3))
      return notSaved
    } catch {
      return LauncherStrings.cannotStart(.pm, error)
    }
  }

  /// Runs BookKitty on its SQLite file, against `--server`, else against its book-search server
  /// started in-process, with the model chosen by `--model` (the local one by default).
  private func runBookKitty(in folder: URL) async -> String? {
    let composition: BookKittyComposition
    do {
      composition = try await BookKittyComposition.start(
        folder: folder, server: server,
        model: try bookKitty.makeModel(environment: ProcessInfo.processInfo.environment))
    } catch {
      return LauncherStrings.cannotStart(.bookkitty, error)
    }
    let navigator = Navigator()
    let app = BookKittyAppCoordinator(
      router: navigator.router(), dependencies: composition.dependencies)
    navigator.start(app)
    tellDamagedDatabase(composition.store.damagedFileMovedTo, of: .bookkitty, on: navigator)
    let frontEnd = BookKittyTerminalScreens.frontEnd(for: navigator)
    await runLoop.run(frontEnd)
    app.cancel()
    await composition.stop()
    return nil
  }

  /// An alert, until it is answered, saying that a damaged database was moved to `path`.
  private func tellDamagedDatabase(
    _ path: String?, of app: ReferenceApp, on navigator: Navigator
  ) {
    guard let path else { return }
    let router = navigator.router()
    Task { @MainActor in
      _ = await router.presentDialog(
        .alert, title: LauncherStrings.damagedDatabaseTitle,
        message: LauncherStrings.damagedDatabaseMoved(app, to: path),
        actions: [DialogAction(LauncherStrings.confirm, role: .cancel, value: ())])
    }
  }

  /// Runs DIMO against `--server`, else against its server started in-process on the app
  /// folder's SQLite database.
  private func runDimo(in folder: URL) async -> String? {
    let composition: DimoComposition
    do {
      composition = try await DimoComposition.start(folder: folder, server: server)
    } catch {
      return LauncherStrings.cannotStart(.dimo, error)
    }
    let navigator = Navigator()
    let app = DimoAppCoordinator(router: navigator.router(), dependencies: composition.dependencies)
    navigator.start(app)
    let frontEnd = DimoTerminalScreens.frontEnd(for: navigator)
    await runLoop.run(frontEnd)
    app.cancel()
    await composition.stop()
    return nil
  }

  // snippet: launcher-run-todo
  private func runTodo(in folder: URL) async -> String? {
    let navigator = Navigator()
    let dependencies = TodoDependencies(repository: JSONFileTodoRepository(folder: folder))
    let app = TodoAppCoordinator(router: navigator.router(), dependencies: dependencies)
    navigator.start(app)
    let saved = SavedNavigation(folder: folder)
    let notice = await saved.restore(into: navigator, open: app.open)
    let frontEnd = TodoTerminalScreens.frontEnd(for: navigator)
    if let notice { frontEnd.showToast(notice, kind: .error) }
    await runLoop.run(frontEnd)
    let notSaved = saved.save(navigator)
    app.cancel()
    return notSaved
  }
  // end-snippet
}
