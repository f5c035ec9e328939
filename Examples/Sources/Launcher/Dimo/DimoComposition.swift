import DimoData
import DimoPresentation
import DimoServer
import Foundation

/// Builds DIMO for the launcher: the server (`--server`, whose API is under `/dimo/`, else one
/// started in-process over `<data>/dimo/server`, the folder `cairn-apps dimo codes` reads) and
/// the data layer, which keeps the session's tokens in `<data>/dimo`.
struct DimoComposition {
  /// What the flows need.
  let dependencies: DimoDependencies
  /// The embedded server, when one was started.
  let embedded: RunningDimoServer?

  /// Starts everything DIMO needs in `folder` (the app's data folder).
  static func start(folder: URL, server: URL?) async throws -> DimoComposition {
    var embedded: RunningDimoServer?
    let apiURL: URL
    if let server {
      apiURL = server.appending(path: "dimo/")
    } else {
      let opened = try await DimoServer.open(
        DimoServerConfiguration(dataDirectory: folder.appending(path: "server")))
      do {
        let started = try await RunningDimoServer.start(opened)
        embedded = started
        apiURL = started.apiURL
      } catch {
        await opened.close()
        throw error
      }
    }
    let data = DimoDataFactory(apiURL: apiURL, folder: folder)
    return DimoComposition(
      dependencies: DimoDependencies(
        auth: data.auth, session: data.session,
        home: DimoHomeDependencies(
          home: data.homeRepository, contents: data.contentRepository,
          reviews: data.reviewRepository, comments: data.commentRepository,
          profile: data.myProfileRepository,
          images: try data.makeImageRepository(cacheFolder: folder.appending(path: "cache")),
          votes: data.voteRepository, recents: data.recentRepository),
        momentum: DimoMomentumDependencies(profiles: data.momentumRepository),
        settings: data.settingsRepository),
      embedded: embedded)
  }

  /// Stops the embedded server, if any, and waits until it has.
  func stop() async {
    await embedded?.stopAndClose()
  }
}
