import DimoDomain
import Foundation

/// What the DIMO flows need from outside, handed from the composition root down the
/// coordinators, which build view models from it: repositories (protocols of `DimoDomain`) and
/// the time sources tests replace.
public struct DimoDependencies: Sendable {
  /// Signing up, logging in, finding an account.
  public var auth: any AuthRepository
  /// The session: whether there is one, logging out, its unexpected end.
  public var session: any SessionRepository
  /// The Home tab and the flows every tab shares (works, characters, reviews).
  public var home: DimoHomeDependencies
  /// My Momentum and other users' profiles.
  public var momentum: DimoMomentumDependencies
  /// The Setting tab: the account's changes, withdrawal, notices and inquiries.
  public var settings: any SettingsRepository
  /// A stream that ticks once a second (the SMS code's countdown); tests tick by hand.
  public var secondTicks: @Sendable () -> AsyncStream<Void>

  /// Creates the container.
  public init(
    auth: any AuthRepository, session: any SessionRepository, home: DimoHomeDependencies,
    momentum: DimoMomentumDependencies,
    settings: any SettingsRepository,
    secondTicks: @escaping @Sendable () -> AsyncStream<Void> = DimoDependencies.clockTicks
  ) {
    self.auth = auth
    self.session = session
    self.home = home
    self.momentum = momentum
    self.settings = settings
    self.secondTicks = secondTicks
  }

  /// Ticks of the continuous clock, one a second, until the stream is dropped.
  public static let clockTicks: @Sendable () -> AsyncStream<Void> = {
    AsyncStream { continuation in
      let task = Task {
        while !Task.isCancelled {
          // The countdown's clock (one tick a second), not a wait for a result.
          try? await Task.sleep(for: .seconds(1))
          guard !Task.isCancelled else { break }
          continuation.yield()
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
