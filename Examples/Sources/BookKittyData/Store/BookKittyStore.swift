import BookKittyDomain
import ExampleSupport
import Foundation
import GRDB

/// BookKitty's books and questions in SQLite through GRDB: the original's Core Data store, with
/// the ISBN as a real unique key and the links deleted with their question.
///
/// Every read a screen shows is a GRDB `ValueObservation`, so screens follow the database: a
/// change of this process shows at once, one of another process (the command line) within
/// ``ExternalChangeWatch/interval``. Lists are read a page at a time with SQL's `LIMIT` and
/// `OFFSET`.
public final class BookKittyStore: Sendable {
  /// The database's file name in the app's data folder.
  public static let fileName = "bookkitty.sqlite"

  let writer: any DatabaseWriter
  let now: @Sendable () -> Date
  let watch: ExternalChangeWatch
  /// Where a damaged file found at the open was moved (the store then started empty), or nil.
  public let damagedFileMovedTo: String?

  private init(
    writer: any DatabaseWriter, now: @escaping @Sendable () -> Date,
    damagedFileMovedTo: String? = nil
  ) {
    self.writer = writer
    self.now = now
    self.damagedFileMovedTo = damagedFileMovedTo
    watch = ExternalChangeWatch(writer: writer)
  }

  /// Opens `bookkitty.sqlite` in `folder` (created with its parents when missing), in WAL mode,
  /// private to its owner (0600, and so its `-wal`/`-shm`, in a 0700 folder:
  /// ``PrivateDatabaseFile``), and migrates it, on a thread of its own (`offThePool` of ExampleSupport: the open waits
  /// for the disk). `now` stamps `createdAt` and `updatedAt`; tests inject one.
  ///
  /// A file SQLite calls damaged or not a database is moved aside, kept beside it
  /// (``DamagedDatabaseFile``), and the store starts empty: ``damagedFileMovedTo`` says where it
  /// went, for the app to tell the user. (A 0-byte file is an empty database, as on a first
  /// start: there is nothing in it to lose.)
  /// - Throws: ``BookKittyError/storage(_:)`` saying what is wrong (an unwritable folder, a
  ///   damaged file that cannot be moved aside).
  public static func open(folder: URL, now: @escaping @Sendable () -> Date = { Date() })
    async throws(BookKittyError) -> BookKittyStore
  {
    try await offThePool { () throws(BookKittyError) in try openBlocking(folder: folder, now: now) }
  }

  private static func openBlocking(folder: URL, now: @escaping @Sendable () -> Date)
    throws(BookKittyError) -> BookKittyStore
  {
    let path = folder.appending(path: fileName).path(percentEncoded: false)
    do {
      try PrivateDatabaseFile(path: path).prepare()
      return BookKittyStore(writer: try BookKittyDatabase.open(path: path), now: now)
    } catch let error as DatabaseError
      where DamagedDatabaseFile.isDamage(
        primaryResultCode: error.resultCode.primaryResultCode.rawValue)
    {
      do {
        let aside = try DamagedDatabaseFile(path: path).moveAside(at: now())
        try PrivateDatabaseFile(path: path).prepare()
        return BookKittyStore(
          writer: try BookKittyDatabase.open(path: path), now: now, damagedFileMovedTo: aside)
      } catch {
        throw BookKittyError.storage(error)
      }
    } catch {
      throw BookKittyError.storage(error)
    }
  }

  /// SQLite's journal mode: `wal` for a file.
  public func journalMode() async throws(BookKittyError) -> String {
    try await storing {
      try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }
  }

  /// Runs raw SQL on the writer: tests use it to damage rows or count links.
  public func execute(_ sql: String) async throws(BookKittyError) {
    try await storing { try await writer.write { db in try db.execute(sql: sql) } }
  }

  /// The number of rows of a table (tests and diagnostics).
  public func rowCount(of table: String) async throws(BookKittyError) -> Int {
    try await storing {
      try await writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
      }
    }
  }

  /// Streams a value observation's values until the consumer stops listening; the shared
  /// ``ExternalChangeWatch`` runs meanwhile.
  func observe<Value: Sendable & Equatable>(
    _ fetch: @escaping @Sendable (Database) throws -> Value
  ) -> AsyncThrowingStream<Value, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let observation = ValueObservation.trackingConstantRegion(fetch).removeDuplicates()
    let cancellable = observation.start(
      in: writer, scheduling: .task,
      onError: { continuation.finish(throwing: BookKittyError.storage($0)) },
      onChange: { continuation.yield($0) })
    let watch = self.watch
    watch.retain()
    continuation.onTermination = { _ in
      cancellable.cancel()
      watch.release()
    }
    return stream
  }
}
