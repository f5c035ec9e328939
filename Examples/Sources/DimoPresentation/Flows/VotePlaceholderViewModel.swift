/// The screen 투표하기 opens until the vote flow of part 2 exists: it says so.
@MainActor
public final class VotePlaceholderViewModel {
  /// What the screen says.
  public let message = DimoStrings.votePlaceholder

  /// Creates the placeholder.
  public init() {}
}
