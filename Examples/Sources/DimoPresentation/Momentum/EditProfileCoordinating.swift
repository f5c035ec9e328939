import DimoDomain

/// What Edit profile asks of its flow.
@MainActor
public protocol EditProfileCoordinating: AnyObject {
  /// The edit was saved: the screen pops and the profile shows `change`.
  func profileWasSaved(_ change: ProfileChange)
}
