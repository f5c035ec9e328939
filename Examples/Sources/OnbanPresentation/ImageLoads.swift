import CairnPresentation
import OnbanDomain

/// Loads images through the image repository (memory → disk → server) and publishes each by
/// URL as a screen shows it: loading, loaded (with its bytes and a description), or failed.
@MainActor
final class ImageLoads {
  /// Every image asked for so far, by URL.
  let images = BehaviorRelay<[String: ShownImage]>([:])
  private let repository: any ImageRepository

  init(repository: any ImageRepository) {
    self.repository = repository
  }

  /// Fetches at once per screen: the rest wait their turn, in the screen's order.
  static let concurrentFetches = 4

  /// Loads every URL not asked for yet, a few at a time in the order given (a screen passes its
  /// rows from the top), so that the photos in view are not queued behind the whole menu's.
  func load(_ urls: [String]) async {
    let missing = urls.filter { images.value[$0] == nil }
    guard !missing.isEmpty else { return }
    var marked = images.value
    for url in missing { marked[url] = .loading }
    images.accept(marked)
    let repository = self.repository
    let fetch: @Sendable (String) async -> (String, ShownImage) = { url in
      do throws(OnbanError) {
        let image = try await repository.fetchImage(at: url)
        return (url, .loaded(png: image.data, description: OnbanStrings.describe(image)))
      } catch {
        return (url, .failed)
      }
    }
    await withTaskGroup(of: (String, ShownImage).self) { group in
      var waiting = missing[...]
      for _ in 0..<Self.concurrentFetches {
        guard let url = waiting.popFirst() else { break }
        group.addTask { await fetch(url) }
      }
      while let (url, image) = await group.next() {
        images.value[url] = image
        if let next = waiting.popFirst() { group.addTask { await fetch(next) } }
      }
    }
  }
}
