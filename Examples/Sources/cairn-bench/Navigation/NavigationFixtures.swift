import CairnNavigation

/// The view model of the screen each cycle pushes; it holds a little state, as a real one would.
@MainActor
final class DetailViewModel {
  /// The cycle number that pushed the screen.
  let number: Int
  /// A title derived from the number.
  let title: String

  /// Creates the view model of cycle `number`.
  init(number: Int) {
    self.number = number
    self.title = "Item"
  }
}

/// A child flow that shows one detail screen and ends when the user backs out of it.
@MainActor
final class DetailFlow: FlowCoordinator<Int> {
  private let number: Int

  /// Creates the flow of cycle `number`.
  init(router: Router, number: Int) {
    self.number = number
    super.init(router: router)
  }

  override func start() {
    router.push(DetailViewModel(number: number), title: "Detail")
  }
}

/// The root flow: shows a list screen, then starts one ``DetailFlow`` per cycle.
@MainActor
final class BenchRootCoordinator: Coordinator {
  /// How many child flows have ended as cancelled (by the user's back).
  private(set) var cancelledChildren = 0
  /// The last child flow, held weakly to check it was released.
  private(set) weak var lastChild: DetailFlow?

  override func start() {
    router.push(DetailViewModel(number: 0), name: "List", title: "List")
  }

  /// One full lifecycle: start a child flow (which pushes its screen), then the user goes back,
  /// which pops the screen, finishes the flow and releases it.
  func runCycle(_ number: Int) {
    let child = DetailFlow(router: router, number: number)
    lastChild = child
    startChild(child) { [weak self] outcome in
      if outcome.isCancelled { self?.cancelledChildren += 1 }
    }
    navigator.perform(.back)
  }
}
