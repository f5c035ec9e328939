import CairnNavigation
import CairnPresentation
import CairnTesting
import Foundation
import OnbanData
import OnbanDomain
import OnbanPresentation
import OnbanServer
import Testing

/// The whole Onban app, headless, against a real OnbanServer on 127.0.0.1.
@MainActor
final class OnbanAppHarness {
  let running: RunningOnbanServer
  let cacheFolder: URL
  let navigator = Navigator()
  let front: HeadlessFrontEnd
  let leaks = LeakTracker()
  private(set) var app: OnbanAppCoordinator?

  init() async throws {
    running = try await RunningOnbanServer.start(try OnbanServer())
    cacheFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("onban-flows-\(UUID().uuidString)")
    let repositories = try OnbanDataFactory.makeRepositories(
      serverURL: running.url, cacheFolder: cacheFolder)
    let app = OnbanAppCoordinator(
      router: navigator.router(),
      dependencies: OnbanDependencies(
        dishes: repositories.dishes, orders: repositories.orders, images: repositories.images))
    self.app = app
    front = HeadlessFrontEnd(navigator: navigator)
    navigator.start(app)
  }

  deinit {
    running.stop()
    try? FileManager.default.removeItem(at: cacheFolder)
  }

  /// Binds the visible menu, loads it and returns its dishes.
  func loadVisibleMenu() async throws -> (MenuBinding, [DishRow]) {
    let viewModel = try #require(front.visibleContent(as: MenuViewModel.self))
    let binding = MenuBinding(viewModel)
    binding.viewDidLoad.send()
    let rows = await binding.output.dishes.first { $0.value != nil }?.value ?? []
    return (binding, rows)
  }

  /// Waits for the detail screen, binds it, loads it, and tracks its flow for leaks.
  func openedDetail() async throws -> DetailBinding {
    let viewModel = try #require(
      await front.waitForScreen("DishDetail", as: DishDetailViewModel.self))
    leaks.track(viewModel)
    leaks.track(navigator.runningFlows.last { $0 is DishDetailCoordinator })
    let binding = DetailBinding(viewModel)
    binding.viewDidLoad.send()
    _ = await binding.output.content.first { $0.value != nil }
    return binding
  }

  func quit() {
    app?.cancel()
    app = nil
  }
}

/// A menu's inputs and outputs.
@MainActor
final class MenuBinding {
  let viewDidLoad = PublishRelay<Void>()
  let select = PublishRelay<String>()
  let output: MenuViewModel.Output

  init(_ viewModel: MenuViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, dishSelected: select.signal))
  }
}

/// A detail's inputs and outputs.
@MainActor
final class DetailBinding {
  let viewDidLoad = PublishRelay<Void>()
  let next = PublishRelay<Void>()
  let previous = PublishRelay<Void>()
  let quantity = PublishRelay<Int>()
  let order = PublishRelay<Void>()
  let output: DishDetailViewModel.Output
  private(set) var messages: [String] = []
  private var token: Subscription?

  init(_ viewModel: DishDetailViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, nextThumbnail: next.signal,
        previousThumbnail: previous.signal, quantity: quantity.signal, orderTapped: order.signal))
    token = output.message.observe { [weak self] in self?.messages.append($0) }
  }
}
