import ProjectManagerDomain

/// What the form's view model tells its coordinator.
@MainActor
public protocol WorkFormCoordinating: AnyObject {
  /// The work was saved: close the sheet and hand the work back.
  func formDidSave(_ work: Work)
  /// The user left without saving.
  func formDidCancel()
  /// Asks whether to throw away unsaved changes; true to throw them away.
  func confirmDiscardingChanges() async -> Bool
}
