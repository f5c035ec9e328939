import Foundation
import GRDB
import ProjectManagerDomain

extension SQLiteWorkStore {
  /// Every live work, then what each commit wrote (see ``WorkChangeFeed``).
  ///
  /// The feed is registered on the writer before the first read, and its events wait in order
  /// while a full read runs, so nothing committed in between is lost: a change that the read
  /// already saw is applied again, to the same effect. Full reads run on a reader connection,
  /// so that no write waits for one (seconds with 100,000 works).
  public func observeWorkChanges() -> AsyncThrowingStream<WorkChanges, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: WorkChanges.self)
    let (events, input) = AsyncStream.makeStream(of: WorkChangeFeed.Event.self)
    let feed = WorkChangeFeed { input.yield($0) }
    let writer = self.writer
    let reading = Task {
      do {
        try await writer.writeWithoutTransaction { db in db.add(transactionObserver: feed) }
        continuation.yield(.all(try await writer.read(Work.fetchBoard)))
        for await event in events {
          switch event {
          case .changed(let changes): continuation.yield(changes)
          case .unknown: continuation.yield(.all(try await writer.read(Work.fetchBoard)))
          case .failed(let error): throw error
          }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: WorkStoreError.storage(error))
      }
      // The writer holds the feed weakly: it observes for as long as this task runs.
      withExtendedLifetime(feed) {}
    }
    let watch = DataVersionPoller.start(on: writer)
    continuation.onTermination = { _ in
      reading.cancel()
      watch.cancel()
      input.finish()
    }
    return stream
  }
}
