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

  /// The lock the server's `allowance` means for a change last made at `lastChange`, or nil when
  /// the change is allowed: the server decides, the date is only shown.
  public static func of(_ allowance: ChangeAllowance, lastChange: Date?) -> ChangeLock? {
    guard case .refused = allowance else { return nil }
    return ChangeLock(until: lastChange?.addingTimeInterval(DimoRules.changeInterval))
  }

  /// Asks the server whether a change is allowed and, when not, when the last one was made; nil
  /// when it is allowed or the server could not answer (the screen itself then says why).
  static func load(
    _ allowance: @Sendable () async throws(DimoFailure) -> ChangeAllowance,
    lastChange: @Sendable (AccountSettings) -> Date?, settings: any SettingsRepository
  ) async -> ChangeLock? {
    do throws(DimoFailure) {
      let answer = try await allowance()
      guard case .refused = answer else { return nil }
      return of(answer, lastChange: lastChange(try await settings.fetchAccount()))
    } catch {
      return nil
    }
  }
}
