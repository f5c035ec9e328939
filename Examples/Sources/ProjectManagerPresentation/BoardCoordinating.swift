import ProjectManagerDomain

/// What the board's view model asks of its coordinator (the original Project Manager's delegate). The board never
/// navigates by itself; it says what the user wants and, where a choice is needed, awaits it.
@MainActor
public protocol BoardCoordinating: AnyObject {
  /// Opens the form sheet: empty for `nil` ("Done" creates), or filled with `work` ("Edit"
  /// saves).
  func showForm(for work: Work?)
  /// Asks the user to pick one of the work's two other columns; `nil` when they back out.
  func chooseState(for work: Work) async -> WorkState?
  /// Asks the user to confirm deleting the work.
  func confirmDeletion(of work: Work) async -> Bool
}
