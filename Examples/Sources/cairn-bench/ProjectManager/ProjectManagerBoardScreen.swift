import CairnPresentation
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation

/// The Project Manager board as the app builds it without a server: a `BoardViewModel` on a
/// `SQLiteWorkStore` with `LocalOnlySync`, bound to an input whose `viewDidLoad` the benchmark
/// sends, and whose `columns` output it awaits as a screen would draw it.
@MainActor
final class ProjectManagerBoardScreen {
  /// The store under the board.
  let store: SQLiteWorkStore
  /// What the board shows.
  let output: BoardViewModel.Output
  private let viewModel: BoardViewModel
  private let load = PublishRelay<Void>()

  /// Builds the board on `store` (read through `repository` when given); it starts reading
  /// when ``appear()`` is called.
  init(store: SQLiteWorkStore, repository: (any WorkRepository)? = nil) {
    self.store = store
    viewModel = BoardViewModel(
      dependencies: ProjectManagerDependencies(
        repository: repository ?? store, sync: LocalOnlySync(store: store)))
    output = viewModel.transform(BoardViewModel.Input(viewDidLoad: load.signal))
  }

  /// The screen appeared: the view model starts watching the works.
  func appear() {
    load.send(())
  }

  /// The columns once none is loading any more (loaded, empty or failed).
  func loadedColumns() async -> [BoardColumn]? {
    await output.columns.first { columns in columns.allSatisfy { !$0.works.isLoading } }
  }

  /// Waits until the board shows `work` as it is (in its column, with its title and due day):
  /// a binary search per output, so that checking does not cost as much as a change.
  func waitUntilShown(_ work: Work) async -> Bool {
    await output.columns.first { columns in
      columns.first { $0.state == work.state }?.shows(work) == true
    } != nil
  }

  /// Waits until the board shows every work of `works` as it is.
  func waitUntilShown(all works: [Work]) async -> Bool {
    await output.columns.first { columns in
      works.allSatisfy { work in columns.first { $0.state == work.state }?.shows(work) == true }
    } != nil
  }

  /// "TODO 40,012 · DOING 19,987 · DONE 40,001" for a note.
  static func describe(_ columns: [BoardColumn]?) -> String {
    guard let columns else { return "none" }
    return columns.map { "\($0.title) \($0.count.map(Format.count) ?? "n/a")" }
      .joined(separator: " · ")
  }
}
