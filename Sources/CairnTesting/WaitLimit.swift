import Foundation

#if canImport(Testing)
  import Testing
#endif

/// How long a wait in a test may take before it gives up: 30 seconds unless a call says
/// otherwise. A wait that gives up fails the running test with a sentence saying what never
/// came, so that a test can never hang on something that will not happen. The bound is a
/// guard against a hang, not a speed check: a wait that succeeds returns at once, and on a CI
/// machine whose two cores also run other builds, a step that takes milliseconds alone took
/// more than 10 seconds.
public enum WaitLimit {
  /// The bound of every wait in CairnTesting that is not given one.
  public static let standard: Duration = .seconds(30)

  /// Fails the running test (under Swift Testing) with `message`, and prints it to standard
  /// error for any other runner. Every wait in Cairn's test support ends this way when its
  /// bound passes.
  public static func reportTimeout(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) {
    FileHandle.standardError.write(Data("\(fileID):\(line): \(message)\n".utf8))
    #if canImport(Testing)
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    #endif
  }
}

/// A wait that did not end within its bound.
public struct WaitTimedOut: Error, CustomStringConvertible {
  /// What was awaited and for how long.
  public let description: String
}

/// Awaits `operation` for at most `limit`: returns its value, or throws ``WaitTimedOut``
/// naming `description` once `limit` passes. Use it around any wait in a test helper (a server
/// reporting its port, a hit counter, a child process) that would otherwise wait forever when
/// the thing awaited never happens.
///
/// The operation runs in a task of its own; when the limit passes, that task is cancelled and
/// left behind, so the caller returns even when the operation ignores cancellation.
public func waiting<Value: Sendable>(
  upTo limit: Duration = WaitLimit.standard, for description: String,
  _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  let race = FirstOutcome<Result<Value, any Error>>()
  let work = Task {
    do {
      race.offer(.success(try await operation()))
    } catch {
      race.offer(.failure(error))
    }
  }
  let timer = Task {
    // The bound itself: it ends the wait, it does not wait for anything.
    try? await Task.sleep(for: limit)
    race.offer(.failure(WaitTimedOut(description: "waited \(limit) for \(description)")))
  }
  let outcome = await withTaskCancellationHandler {
    await race.value
  } onCancel: {
    race.offer(.failure(CancellationError()))
  }
  timer.cancel()
  work.cancel()
  return try outcome.get()
}
