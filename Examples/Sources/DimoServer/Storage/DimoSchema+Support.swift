import DimoDomain

extension DimoSchema {
  /// `'계정', '투표', …`: the inquiry categories, for CHECK constraints.
  static let inquiryCategoryList = InquiryCategory.allCases.map { "'\($0.rawValue)'" }
    .joined(separator: ", ")

  /// Every statement of version 4: the service's notices, and the users' 1:1 inquiries (deleted
  /// with the account's other own rows when it withdraws).
  static func version4(_ engine: DimoEngine) -> [String] {
    let id = idColumn(engine)
    return [
      """
      CREATE TABLE notice (
        notice_id \(id),
        title TEXT NOT NULL CHECK (length(title) BETWEEN \(bounds(DimoRules.noticeTitleLength))),
        content TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )
      """,
      """
      CREATE TABLE inquiry (
        inquiry_id \(id),
        user_no BIGINT NOT NULL REFERENCES dimo_user (user_no) ON DELETE CASCADE,
        category TEXT NOT NULL CHECK (category IN (\(inquiryCategoryList))),
        content TEXT NOT NULL CHECK (length(content) BETWEEN \(bounds(DimoRules.inquiryLength))),
        created_at BIGINT NOT NULL
      )
      """,
      "CREATE INDEX notice_created ON notice (created_at, notice_id)",
      "CREATE INDEX inquiry_user ON inquiry (user_no, inquiry_id)",
    ]
  }
}
