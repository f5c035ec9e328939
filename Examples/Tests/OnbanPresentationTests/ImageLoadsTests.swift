import Foundation
import OnbanDomain
import Testing

@testable import OnbanPresentation

/// A repository that answers every image and records how many fetches ran at once, and which
/// started first.
actor CountingImages: ImageRepository {
  private(set) var started: [String] = []
  private(set) var inFlight = 0
  private(set) var mostAtOnce = 0

  nonisolated func fetchImage(at url: String) async throws(OnbanError) -> ImageInfo {
    await begin(url)
    await Task.yield()
    await end()
    return ImageInfo(data: Data(url.utf8), width: 1, height: 1)
  }

  private func begin(_ url: String) {
    started.append(url)
    inFlight += 1
    mostAtOnce = max(mostAtOnce, inFlight)
  }

  private func end() { inFlight -= 1 }
}

@Suite("Onban's photos load a few at a time, from the top", .timeLimit(.minutes(3)))
@MainActor
struct ImageLoadsTests {
  @Test func aScreensPhotosLoadAFewAtATimeInItsOrder() async {
    let repository = CountingImages()
    let loads = ImageLoads(repository: repository)
    let urls = (1...12).map { "/onban/images/\($0).png" }
    await loads.load(urls)
    let started = await repository.started
    let mostAtOnce = await repository.mostAtOnce
    #expect(mostAtOnce <= ImageLoads.concurrentFetches)
    #expect(
      Set(started.prefix(ImageLoads.concurrentFetches))
        == Set(urls.prefix(ImageLoads.concurrentFetches)),
      "the top rows' photos are asked for first: \(started)")
    #expect(started.count == urls.count)
    #expect(urls.allSatisfy { loads.images.value[$0]?.png != nil })
  }
}
