import BookKittyDomain
import CairnPresentation

/// Loads covers through the cover repository (memory → disk → server) and keeps each one's
/// state by URL, for the screen that shows them.
@MainActor
final class CoverLoader {
  /// Each cover's state, by URL.
  let covers = BehaviorRelay<[String: CoverState]>([:])
  private let repository: any CoverRepository

  init(repository: any CoverRepository) {
    self.repository = repository
  }

  /// Loads every URL not loaded or loading yet, a few at a time.
  func load(_ urls: [String]) async {
    let missing = Array(Set(urls.filter { covers.value[$0] == nil }))
    guard !missing.isEmpty else { return }
    var marked = covers.value
    for url in missing { marked[url] = .loading }
    covers.accept(marked)
    let repository = self.repository
    await withTaskGroup(of: (String, CoverState).self) { group in
      for url in missing {
        group.addTask {
          do throws(BookKittyError) {
            return (url, .loaded(try await repository.fetchCover(at: url)))
          } catch {
            return (url, .failed)
          }
        }
      }
      for await (url, state) in group {
        covers.value[url] = state
      }
    }
  }
}
