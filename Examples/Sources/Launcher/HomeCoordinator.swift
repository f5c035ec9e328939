import CairnNavigation

/// The launcher's only flow: it shows the home screen.
@MainActor
final class HomeCoordinator: Coordinator {
  override func start() {
    router.push(HomeViewModel(), name: "Home", title: "Cairn")
  }
}
