import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyServer
import Foundation

/// Builds BookKitty for the launcher and the command line: the store in the app's data folder,
/// the book-search server (`--server`, else one started in-process), covers cached in the data
/// folder, and the chosen model behind the pipeline.
struct BookKittyComposition {
  /// What the flows need.
  let dependencies: BookKittyDependencies
  /// The store (the command line reads it directly).
  let store: BookKittyStore
  /// The embedded server, when one was started.
  let embedded: RunningBookKittyServer?

  /// Starts everything BookKitty needs in `folder`.
  static func start(
    folder: URL, server: URL?, model: any RecommendationModel
  ) async throws -> BookKittyComposition {
    let store = try await BookKittyStore.open(folder: folder)
    var embedded: RunningBookKittyServer?
    let serverURL: URL
    if let server {
      serverURL = server
    } else {
      let started = try await RunningBookKittyServer.start(try BookKittyServer())
      embedded = started
      serverURL = started.url
    }
    let search = BookKittyDataFactory.makeSearch(serverURL: serverURL)
    // The original paused 500 ms before each pick's search to spare Naver's rate limit: kept for
    // a server given with --server, needless for the one this process runs.
    let pipeline = BookKittyDataFactory.makeRecommender(
      model: model, search: search,
      configuration: PipelineConfiguration(
        searchPause: server == nil ? .zero : .milliseconds(500)))
    let dependencies = BookKittyDependencies(
      books: store, questions: store, search: search,
      covers: try BookKittyDataFactory.makeCovers(
        serverURL: serverURL, cacheFolder: folder.appendingPathComponent("cache")),
      recommender: pipeline)
    return BookKittyComposition(dependencies: dependencies, store: store, embedded: embedded)
  }

  /// Stops the embedded server, if any, and waits until it has.
  func stop() async {
    await embedded?.stopAndWait()
  }
}
