import Foundation

/// Runs `body`, which blocks its thread, on a thread of its own, and waits for it without
/// holding one of the concurrency pool's threads.
///
/// Opening a SQLite file waits for the disk (GRDB's WAL setup and the migrations sync the file).
/// The pool has as many threads as the machine has cores, so two such waits on it stop every
/// task of the process until the disk answers — on a busy machine, for seconds. The stores'
/// `open` functions are `async` and call this, and so do the tests' waits for child processes
/// and raw sockets; `Docs/Testing.md` tells how a stall shows.
public func offThePool<Value: Sendable, Failure: Error>(
  _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: Result(catching: body)) }.start()
  }
  return try result.get()
}
