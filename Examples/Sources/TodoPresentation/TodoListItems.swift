import CairnPresentation
import Foundation
import TodoDomain

/// One row of the list, ready to show.
public struct TodoRow: Identifiable, Equatable, Sendable {
  /// The todo's id.
  public let id: UUID
  /// The title.
  public let title: String
  /// The content, shown under the title.
  public let content: String
  /// The deadline as "2026. 11. 21.".
  public let deadline: String
  /// True once the deadline's day has passed: drawn in red.
  public let isOverdue: Bool
}

// snippet: todo-section
/// One of the three sections: a state, its header and its rows (or why there are none).
public struct TodoSection: Identifiable, Equatable, Sendable {
  /// The state this section lists.
  public let state: TodoState
  /// The header text ("TODO").
  public let title: String
  /// The rows, or loading / empty / failed.
  public let rows: Loadable<[TodoRow]>

  /// The section's id is its state.
  public var id: TodoState { state }

  /// How many todos the section holds (0 unless loaded).
  public var count: Int { rows.value?.count ?? 0 }
}
// end-snippet
