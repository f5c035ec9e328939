/// How many rows each list shows at a time, as in the original.
public enum ListRules {
  /// Q&A history: pages of 10 questions, newest first.
  public static let historyPageSize = 10
  /// "나의 책장": pages of 12 owned books, most recently changed first.
  public static let libraryPageSize = 12
  /// Home reads this many of the newest question–book links…
  public static let recentLinkCount = 20
  /// …and shows at most this many different books from them.
  public static let recentBookCount = 5
}
