import Foundation

/// What a repository's live stream says after each change: every work, or only those a change
/// wrote, so that the board updates the rows that changed instead of reading every work again.
public enum WorkChanges: Equatable, Sendable {
  /// Every live work, in its column in board order (``Work/isInBoardOrder(before:)``): what the
  /// board shows now, in place of anything it showed before. The stream's first value, and what
  /// follows a change the repository cannot describe row by row (another process's write).
  case all(Board)
  /// The works one change wrote: `saved` are live (new or changed, in no particular order),
  /// `removed` the ids of works deleted. Anything else is as it was.
  case changed(saved: [Work], removed: [UUID])
}
