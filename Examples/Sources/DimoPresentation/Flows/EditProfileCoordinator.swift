import CairnNavigation
import DimoDomain

/// Edit profile, pushed on the profile's stack: it ends with what the profile holds after
/// "확인" (its screen pops), or cancelled when the user goes back.
@MainActor
public final class EditProfileCoordinator: FlowCoordinator<ProfileChange>, EditProfileCoordinating {
  private let profile: UserProfile
  private let dependencies: DimoMomentumDependencies

  /// Creates the flow for the caller's `profile`.
  public init(router: Router, profile: UserProfile, dependencies: DimoMomentumDependencies) {
    self.profile = profile
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the form.
  public override func start() {
    let viewModel = EditProfileViewModel(profile: profile, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "EditProfile", title: DimoStrings.editProfile)
  }

  /// Saved: the form pops, and the profile shows `change`.
  public func profileWasSaved(_ change: ProfileChange) {
    finish(with: change)
  }
}
