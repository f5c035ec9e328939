import Foundation
import SQLKit

@testable import DimoServer

extension DimoBackend {
  /// Empties the catalog and everything that hangs on it (characters, reviews, likes, grades,
  /// votes), keeping the accounts: every home section is then empty.
  public func emptyCatalog() async throws {
    let tables = [
      "comment_like", "review_like", "review_comment", "blind_review", "report_user",
      "character_review", "anime_character_vote", "recent_chr_list", "dimo_like", "dimo_grade",
      "anime_character", "anime_contents",
    ]
    try await server.env.database.write { db in
      for table in tables {
        try await db.raw("DELETE FROM \(ident: table)").run()
      }
    }
  }

  /// Makes the next `count` answers of `route` (like `home/anime`) a 500.
  public func failNext(_ route: String, count: Int = 1) {
    server.faults.inject(.status(.internalServerError), path: "/dimo/\(route)", count: count)
  }
}

extension DimoBackend {
  /// Leaves `count` voted characters (the most voted): every other character's votes are
  /// deleted, so the popular list and the hot characters hold `count`.
  public func keepVotedCharacters(_ count: Int) async throws {
    try await server.env.database.write { db in
      try await db.raw(
        """
        DELETE FROM anime_character_vote WHERE character_id NOT IN (
          SELECT character_id FROM anime_character WHERE vote_count > 0
          ORDER BY vote_count DESC, character_id LIMIT \(bind: count))
        """
      ).run()
      try await db.raw(
        """
        UPDATE anime_character SET vote_count = 0, character_mbti = NULL
        WHERE character_id NOT IN (SELECT DISTINCT character_id FROM anime_character_vote)
        """
      ).run()
    }
  }
}
