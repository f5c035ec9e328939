import DimoDomain

/// What My Momentum, another user's profile and Edit profile need beside the shared flows'
/// ``DimoHomeDependencies``: handed down the coordinators from the composition root.
public struct DimoMomentumDependencies: Sendable {
  /// Profiles, their lists, and editing one's own.
  public var profiles: any MomentumRepository

  /// Creates the container.
  public init(profiles: any MomentumRepository) {
    self.profiles = profiles
  }
}
