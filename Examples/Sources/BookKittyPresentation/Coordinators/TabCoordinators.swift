import BookKittyDomain
import CairnNavigation
import Foundation

/// The Home tab: the recently recommended books, and their details.
@MainActor
public final class HomeCoordinator: Coordinator, TabRootCoordinator, HomeCoordinating {
  weak var menu: TabBarCoordinator?
  private let dependencies: BookKittyDependencies

  /// Creates the flow of the tab.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes Home.
  public override func start() {
    let viewModel = HomeViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.appName)
  }

  /// Opens the book's detail.
  public func showBookDetail(_ book: BookCard) {
    startBookDetail(book, from: self, dependencies: dependencies)
  }

  /// Asks the tab bar for the floating menu.
  public func showFloatingMenu() {
    menu?.showFloatingMenu()
  }
}

/// The Q&A tab: the history, and each question's detail.
@MainActor
public final class QuestionHistoryCoordinator: Coordinator, TabRootCoordinator,
  QuestionHistoryCoordinating
{
  weak var menu: TabBarCoordinator?
  private let dependencies: BookKittyDependencies

  /// Creates the flow of the tab.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the history.
  public override func start() {
    let viewModel = QuestionHistoryViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.historyTitle)
  }

  /// Opens the question's detail.
  public func showQuestionDetail(id: UUID) {
    startChild(QuestionDetailCoordinator(router: router, id: id, dependencies: dependencies))
  }

  /// Asks the tab bar for the floating menu.
  public func showFloatingMenu() {
    menu?.showFloatingMenu()
  }
}

/// The Library tab: "나의 책장", and each book's detail.
@MainActor
public final class MyLibraryCoordinator: Coordinator, TabRootCoordinator, MyLibraryCoordinating {
  weak var menu: TabBarCoordinator?
  private let dependencies: BookKittyDependencies

  /// Creates the flow of the tab.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the library.
  public override func start() {
    let viewModel = MyLibraryViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.libraryTitle)
  }

  /// Opens the book's detail.
  public func showBookDetail(_ book: BookCard) {
    startBookDetail(book, from: self, dependencies: dependencies)
  }

  /// Asks the tab bar for the floating menu.
  public func showFloatingMenu() {
    menu?.showFloatingMenu()
  }
}
