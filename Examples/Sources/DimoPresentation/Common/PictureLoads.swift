import CairnPresentation
import DimoDomain
import Foundation

/// Loads pictures through the image repository and publishes each by path as it arrives.
@MainActor
final class PictureLoads {
  /// Every picture asked for so far, by path.
  let pictures = BehaviorRelay<[String: ShownPicture]>([:])
  private let repository: any DimoImageRepository

  init(repository: any DimoImageRepository) {
    self.repository = repository
  }

  /// Loads every path not asked for yet, together.
  func load(_ paths: [String]) async {
    let missing = Array(Set(paths.filter { pictures.value[$0] == nil }))
    guard !missing.isEmpty else { return }
    var marked = pictures.value
    for path in missing { marked[path] = .loading }
    pictures.accept(marked)
    let repository = self.repository
    await withTaskGroup(of: (String, ShownPicture).self) { group in
      for path in missing {
        group.addTask {
          do throws(DimoFailure) {
            return (path, .loaded(png: try await repository.fetchImage(at: path)))
          } catch {
            return (path, .failed)
          }
        }
      }
      for await (path, picture) in group {
        pictures.value[path] = picture
      }
    }
  }
}
