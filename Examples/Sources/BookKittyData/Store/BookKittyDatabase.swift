import BookKittyDomain
import Foundation
import GRDB

/// Opens BookKitty's SQLite database and brings its schema up to date.
///
/// A file database is a `DatabasePool`, in WAL mode: readers (the screens' observations) never
/// wait for the writer, and a crash in the middle of a write loses only that transaction.
/// Tables (the original's three Core Data entities):
/// - `book`: one row per ISBN (the primary key: two books with one ISBN cannot exist), owned or
///   kept because a recommendation named it;
/// - `question`: the questions and the model's reason text; the question's length is checked
///   once more here (``QuestionRules``);
/// - `question_book`: which books answered which question, in the answer's order; deleting a
///   question or a book deletes its links (`ON DELETE CASCADE`).
enum BookKittyDatabase {
  /// Opens (creating if needed) a database file and migrates it.
  static func open(path: String) throws -> DatabasePool {
    var configuration = Configuration()
    // Another process (the command line while the app runs) may hold the write lock briefly.
    configuration.busyMode = .timeout(5)
    let pool = try DatabasePool(path: path, configuration: configuration)
    try migrator.migrate(pool)
    return pool
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: books, questions, links") { db in
      try db.execute(
        sql: """
          CREATE TABLE book (
            isbn TEXT PRIMARY KEY NOT NULL
              CHECK (length(isbn) = 13 AND isbn NOT GLOB '*[^0-9]*'),
            title TEXT NOT NULL,
            author TEXT NOT NULL,
            publisher TEXT NOT NULL,
            cover_url TEXT,
            info_link TEXT NOT NULL,
            description TEXT NOT NULL,
            price INTEGER CHECK (price IS NULL OR price >= 0),
            pub_date TEXT,
            is_owned INTEGER NOT NULL CHECK (is_owned IN (0, 1)),
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
          );
          CREATE INDEX book_shelf ON book (is_owned, updated_at DESC, isbn);
          CREATE TABLE question (
            id TEXT PRIMARY KEY NOT NULL,
            created_at REAL NOT NULL,
            question TEXT NOT NULL CHECK (
              length(question) BETWEEN \(QuestionRules.minimumLength)
              AND \(QuestionRules.maximumLength)),
            answer TEXT NOT NULL
          );
          CREATE INDEX question_history ON question (created_at DESC);
          CREATE TABLE question_book (
            question_id TEXT NOT NULL REFERENCES question(id) ON DELETE CASCADE,
            isbn TEXT NOT NULL REFERENCES book(isbn) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (question_id, isbn)
          );
          CREATE INDEX question_book_recent ON question_book (created_at DESC);
          CREATE INDEX question_book_isbn ON question_book (isbn);
          """)
    }
    return migrator
  }
}
