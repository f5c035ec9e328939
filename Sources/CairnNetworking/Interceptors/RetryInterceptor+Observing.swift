import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension RetryInterceptor {
  /// The observer of the current task's retries, set by ``observingRetries(_:operation:)``.
  @TaskLocal static var observer: (@Sendable (RetryNotice) -> Void)? = nil

  /// Runs `operation`, telling `observer` of every retry a ``RetryInterceptor`` sends for a
  /// request made within it (in this task and the tasks it starts), before the wait.
  ///
  /// The retries of one call are told to the caller who made it, not to every user of a shared
  /// service: a view model's loading line can say which attempt it is on.
  public static func observingRetries<Success, Failure: Error>(
    _ observer: @escaping @Sendable (RetryNotice) -> Void,
    operation: () async throws(Failure) -> Success
  ) async throws(Failure) -> Success {
    let result: Result<Success, Failure> = await $observer.withValue(observer) {
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// What made `outcome` worth retrying, for a ``RetryNotice``.
  static func cause(of outcome: Result<(Data, HTTPURLResponse), any Error>) -> RetryNotice.Cause {
    switch outcome {
    case .success((_, let response)): .status(response.statusCode)
    case .failure(let error): transportCode(of: error) == .timedOut ? .timeout : .unreachable
    }
  }
}
