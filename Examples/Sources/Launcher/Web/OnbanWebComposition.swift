import CairnNavigation
import CairnWeb
import ExampleSupport
import Foundation
import KoreanChrome
import OnbanData
import OnbanPresentation
import OnbanServer
import OnbanWeb

/// Onban in the browser, composed as `cairn-apps --app onban` composes it: its server started
/// in this process over the app folder's `server` data (or the one `--server` names), the
/// repositories over the folder's `cache`, built once and shared by every browser tab.
@MainActor
struct OnbanWebComposition {
  /// The app the web server serves under `/onban/`.
  let app: ComposedWebApp
  /// The server started here, if any.
  private let embedded: RunningOnbanServer?

  /// Starts the server (unless `server` names one) and builds the shared dependencies.
  static func start(folder: URL, server: URL?) async throws -> OnbanWebComposition {
    var embedded: RunningOnbanServer?
    let serverURL: URL
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
    do {
      let repositories = try OnbanDataFactory.makeRepositories(
        serverURL: serverURL, cacheFolder: folder.appendingPathComponent("cache"))
      let dependencies = OnbanDependencies(
        dishes: repositories.dishes, orders: repositories.orders, images: repositories.images)
      return OnbanWebComposition(app: app(dependencies: dependencies), embedded: embedded)
    } catch {
      await embedded?.stopAndWait()
      throw error
    }
  }

  /// Stops the server started here.
  func stop() async {
    await embedded?.stopAndWait()
  }

  private static func app(dependencies: OnbanDependencies) -> ComposedWebApp {
    let images = dependencies.images
    let photos: @MainActor (String) async -> WebFile? = { path in
      await OnbanWebFiles.file(at: path, images: images)
    }
    return ComposedWebApp(
      title: ReferenceApp.onban.title, linkHost: OnbanWebViews.linkHost, strings: .korean,
      views: OnbanWebViews.registry, stylesheet: OnbanWebViews.stylesheet, files: photos
    ) {
      let navigator = Navigator()
      let app = OnbanAppCoordinator(router: navigator.router(), dependencies: dependencies)
      navigator.start(app)
      return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
    }
  }
}
