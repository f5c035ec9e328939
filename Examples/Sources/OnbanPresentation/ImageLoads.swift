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

  /// Loads every URL not asked for yet, a few at a time.
  func load(_ urls: [String]) async {
    let missing = urls.filter { images.value[$0] == nil }
    guard !missing.isEmpty else { return }
    var marked = images.value
    for url in missing { marked[url] = .loading }
    images.accept(marked)
    let repository = self.repository
    await withTaskGroup(of: (String, ShownImage).self) { group in
      for url in missing {
        group.addTask {
          do throws(OnbanError) {
            let image = try await repository.fetchImage(at: url)
            return (url, .loaded(png: image.data, description: OnbanStrings.describe(image)))
          } catch {
            return (url, .failed)
          }
        }
      }
      for await (url, image) in group {
        images.value[url] = image
      }
    }
  }
}
