import Foundation
import GRDB
import ProjectManagerAPI

/// The `sync_meta` table: this device's id, the pull cursor, the last sync's outcome and the
/// newest stamp, kept with the works so that another process (`cairn-apps pm status`) reads the
/// same state.
enum SyncMeta {
  private static let deviceKey = "device"
  private static let cursorKey = "cursor"
  private static let lastSyncKey = "last_sync"
  private static let lastErrorKey = "last_error"
  private static let lastErrorKindKey = "last_error_kind"
  private static let newestStampKey = "newest_stamp"
  private static let confirmedStampKey = "confirmed_stamp"

  /// This database's device id, created on first use.
  static func device(_ db: Database) throws -> DeviceID {
    if let text = try value(db, deviceKey), let device = DeviceID(text) { return device }
    let device = DeviceID.random()
    try set(db, deviceKey, device.description)
    return device
  }

  /// This device's id, from a database opened for reading only: a board without one (never
  /// opened for writing) gets a random id it will not keep.
  static func existingDevice(_ db: Database) throws -> DeviceID {
    try value(db, deviceKey).flatMap(DeviceID.init) ?? DeviceID.random()
  }

  /// The newest stamp stored anywhere, so that the clock starts after it: the row the
  /// triggers of ``createNewestStampTriggers(_:)`` keep, or, when it is missing or unreadable,
  /// every work's stamps.
  static func latestStamp(_ db: Database) throws -> Stamp? {
    if let kept = try value(db, newestStampKey).flatMap(Stamp.init) { return kept }
    return try String.fetchOne(db, sql: "SELECT MAX(s) FROM (\(newestStampsSQL))")
      .flatMap(Stamp.init)
  }

  /// Makes every insert and update of a work keep the newest stamp in `sync_meta` (stamps
  /// written as text sort as stamps do), and stores the newest of the works already there. A
  /// migration that rebuilds the `work` table drops the triggers with it: it must call this
  /// again.
  static func createNewestStampTriggers(_ db: Database) throws {
    let newest = """
      max(NEW.title_stamp, NEW.body_stamp, NEW.due_stamp, NEW.state_stamp,
        coalesce(NEW.deleted_stamp, ''))
      """
    for event in ["INSERT", "UPDATE"] {
      try db.execute(
        sql: """
          CREATE TRIGGER work_newest_stamp_after_\(event.lowercased())
          AFTER \(event) ON work BEGIN
            INSERT INTO sync_meta (key, value) VALUES ('\(newestStampKey)', \(newest))
            ON CONFLICT (key) DO UPDATE SET value = max(value, excluded.value);
          END
          """)
    }
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO sync_meta (key, value)
        SELECT '\(newestStampKey)', s FROM (SELECT MAX(s) AS s FROM (\(newestStampsSQL)))
        WHERE s IS NOT NULL
        """)
  }

  /// The newest stamp of each stamp column, one row each.
  private static let newestStampsSQL = """
    SELECT MAX(title_stamp) AS s FROM work UNION ALL SELECT MAX(body_stamp) FROM work
    UNION ALL SELECT MAX(due_stamp) FROM work UNION ALL SELECT MAX(state_stamp) FROM work
    UNION ALL SELECT MAX(deleted_stamp) FROM work
    """

  /// The server change number pulled up to.
  static func cursor(_ db: Database) throws -> Int {
    try value(db, cursorKey).flatMap(Int.init) ?? 0
  }

  /// Stores the pull cursor.
  static func setCursor(_ db: Database, _ cursor: Int) throws {
    try set(db, cursorKey, String(cursor))
  }

  /// The stamp taken at the start of the last sync that pushed and pulled everything: this
  /// device's writes stamped after it may not have reached the other devices yet.
  static func confirmedStamp(_ db: Database) throws -> Stamp? {
    try value(db, confirmedStampKey).flatMap(Stamp.init)
  }

  /// Stores the confirmed stamp.
  static func setConfirmedStamp(_ db: Database, _ stamp: Stamp) throws {
    try set(db, confirmedStampKey, stamp.description)
  }

  /// When the last sync succeeded.
  static func lastSync(_ db: Database) throws -> Date? {
    try value(db, lastSyncKey).flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
  }

  /// The last sync's error, if it failed.
  static func lastError(_ db: Database) throws -> String? {
    try value(db, lastErrorKey)
  }

  /// The kind of the last sync's error; nil when it succeeded, or when a build from before the
  /// kind was kept recorded the error.
  static func lastErrorKind(_ db: Database) throws -> SyncErrorKind? {
    try value(db, lastErrorKindKey).flatMap(SyncErrorKind.init(rawValue:))
  }

  /// Records a sync's outcome: success at `date`, or an error's sentence and kind.
  static func record(
    _ db: Database, success date: Date?, error: (sentence: String, kind: SyncErrorKind)?
  ) throws {
    if let date { try set(db, lastSyncKey, String(date.timeIntervalSince1970)) }
    if let error {
      try set(db, lastErrorKey, error.sentence)
      try set(db, lastErrorKindKey, error.kind.rawValue)
    } else {
      try db.execute(
        sql: "DELETE FROM sync_meta WHERE key IN (?, ?)",
        arguments: [lastErrorKey, lastErrorKindKey])
    }
  }

  private static func value(_ db: Database, _ key: String) throws -> String? {
    try String.fetchOne(db, sql: "SELECT value FROM sync_meta WHERE key = ?", arguments: [key])
  }

  private static func set(_ db: Database, _ key: String, _ value: String) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO sync_meta (key, value) VALUES (?, ?)", arguments: [key, value])
  }
}
