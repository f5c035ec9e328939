import CairnPresentation
import OnbanDomain

/// Loads images through the image repository (memory → disk → server) and keeps a readable
/// description of each by URL, for a front end that shows the alt text and size.
@MainActor
final class ImageDescriptions {
  /// "160×120 · 3.1KB", "불러오는 중…" or "이미지를 불러오지 못했어요", by URL.
  let descriptions = BehaviorRelay<[String: String]>([:])
  private let repository: any ImageRepository

  init(repository: any ImageRepository) {
    self.repository = repository
  }

  /// Loads every URL not described yet, a few at a time.
  func load(_ urls: [String]) async {
    let missing = urls.filter { descriptions.value[$0] == nil }
    guard !missing.isEmpty else { return }
    var marked = descriptions.value
    for url in missing { marked[url] = OnbanStrings.imageLoading }
    descriptions.accept(marked)
    let repository = self.repository
    await withTaskGroup(of: (String, String).self) { group in
      for url in missing {
        group.addTask {
          do throws(OnbanError) {
            return (url, OnbanStrings.describe(try await repository.fetchImage(at: url)))
          } catch {
            return (url, OnbanStrings.imageFailed)
          }
        }
      }
      for await (url, text) in group {
        descriptions.value[url] = text
      }
    }
  }
}
