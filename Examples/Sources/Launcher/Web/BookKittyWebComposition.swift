import BookKittyData
import BookKittyPresentation
import BookKittyServer
import BookKittyWeb
import CairnNavigation
import CairnWeb
import ExampleSupport
import Foundation
import KoreanChrome

/// BookKitty in the browser, composed as `cairn-apps --app bookkitty` composes it: its store in
/// the app folder, its book-search server started in this process (or the one `--server`
/// names), the local model behind the pipeline; built once and shared by every browser tab.
@MainActor
struct BookKittyWebComposition {
  /// The app the web server serves under `/bookkitty/`.
  let app: ComposedWebApp
  /// What was started, to stop.
  private let composition: BookKittyComposition

  /// Starts the store, the server and the pipeline.
  static func start(folder: URL, server: URL?) async throws -> BookKittyWebComposition {
    let composition = try await BookKittyComposition.start(
      folder: folder, server: server,
      model: LocalModel(catalog: try BookKittyServer.bundledCatalog()))
    let dependencies = composition.dependencies
    let covers = dependencies.covers
    let files: @MainActor (String) async -> WebFile? = { path in
      await BookKittyWebFiles.file(at: path, covers: covers)
    }
    let app = ComposedWebApp(
      title: ReferenceApp.bookkitty.title, linkHost: BookKittyWebViews.linkHost,
      strings: .korean, views: BookKittyWebViews.registry,
      stylesheet: BookKittyWebViews.stylesheet, files: files
    ) {
      let navigator = Navigator()
      let app = BookKittyAppCoordinator(router: navigator.router(), dependencies: dependencies)
      navigator.start(app)
      return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
    }
    return BookKittyWebComposition(app: app, composition: composition)
  }

  /// Stops the server started here.
  func stop() async {
    await composition.stop()
  }
}
