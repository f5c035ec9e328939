import CairnNavigation

/// A tab's own flow: it shows the tab's first screen, opens book details on the tab's stack, and
/// hands the floating button to the tab bar.
@MainActor
protocol TabRootCoordinator: Coordinator {
  /// The tab bar, which shows the floating menu.
  var menu: TabBarCoordinator? { get set }
}

/// Opens a book's detail on the coordinator's stack.
@MainActor
func startBookDetail(
  _ book: BookCard, from coordinator: Coordinator, dependencies: BookKittyDependencies
) {
  coordinator.startChild(
    BookDetailCoordinator(router: coordinator.router, book: book, dependencies: dependencies))
}
