import DimoDomain
import Foundation

/// A once-a-month change (nickname, MBTI) the server refuses now: the list rows that open it say
/// so, with the day it opens again, instead of looking like any other row.
public struct ChangeLock: Hashable, Sendable {
  /// The first moment the change is allowed again; nil when the last change is unknown.
  public var until: Date?

  /// Creates the lock.
  public init(until: Date?) {
    self.until = until
  }

  /// Asks the server whether a change is allowed and, when not, when the last one was made; nil
  /// when it is allowed or the server could not answer (the screen itself then says why).
  static func load(
    _ allowance: @Sendable () async throws(DimoFailure) -> ChangeAllowance,
    lastChange: @Sendable (AccountSettings) -> Date?, settings: any SettingsRepository
  ) async -> ChangeLock? {
    do throws(DimoFailure) {
      guard case .refused = try await allowance() else { return nil }
      // The server decides; the date, from the last change, is only shown.
      let last = lastChange(try await settings.fetchAccount())
      return ChangeLock(until: last?.addingTimeInterval(DimoRules.changeInterval))
    } catch {
      return nil
    }
  }
}
