import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

// snippet: dimo-write-review-delegate
/// A parent told in the delegate style of the original DIMO: it starts the write flow, sets
/// itself as the delegate, and learns the character's id when a review was saved.
@MainActor
final class ReviewFeedParent: Coordinator, WriteReviewDelegate {
  private let dependencies: DimoHomeDependencies
  private(set) var savedCharacterIDs: [Int] = []

  init(router: Router, dependencies: DimoHomeDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  override func start() {
    router.setTabs([NavigationTab(id: "feed", title: "피드")])
    router.onTab("feed").push(FeedStandIn(), name: "Feed", title: "피드")
  }

  func writeReview(for character: CharacterSummary) {
    let flow = WriteReviewCoordinator(
      router: router.onTab("feed"), character: character, dependencies: dependencies)
    flow.delegate = self
    startChild(flow)
  }

  func writeReview(_ flow: WriteReviewCoordinator, didSaveReviewFor characterID: Int) {
    savedCharacterIDs.append(characterID)  // a feed would reload here
  }
}
// end-snippet

/// Both ways a written review comes back: the delegate here, the awaited result in
/// `CharacterDetailFlowTests`.
@Suite(.timeLimit(.minutes(3)))
@MainActor
struct WriteReviewDelegateTests {
  @Test func theDelegateIsToldTheCharacterOfASavedReview() async throws {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-delegate")
      let data = backend.makeData(folder: folder.url)
      _ = try await backend.signUp(through: data.auth)
      let dependencies = backend.makeDependencies(data).home
      let items = try await dependencies.home.fetchSection(.sameMBTICharacters)
      guard case .characters(let characters) = items, let character = characters.first else {
        Issue.record("no character to write about")
        return
      }
      let navigator = Navigator()
      let front = HeadlessFrontEnd(navigator: navigator)
      let leaks = LeakTracker()
      let parent = ReviewFeedParent(router: navigator.router(), dependencies: dependencies)
      navigator.start(parent)
      parent.writeReview(for: character)
      let bindings = try requireValue(
        await front.waitForScreen("WriteReview", as: WriteReviewViewModel.self).map { modal in
          leaks.track(modal)
          return WriteReviewBindings(modal)
        })
      leaks.track(parent.children.first)
      bindings.text.send("델리게이트로 돌아오는 리뷰")
      bindings.submit.send()
      await front.waitUntil { $0.modals.isEmpty }
      #expect(parent.savedCharacterIDs == [character.id])
      #expect(parent.children.isEmpty)
      parent.cancel()
      leaks.expectAllReleased()
    }
  }
}

/// The screen below the write flow in these tests: a feed that shows nothing.
@MainActor
private final class FeedStandIn {}
