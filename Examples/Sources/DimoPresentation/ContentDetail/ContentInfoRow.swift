import DimoDomain

/// One line of 상세정보: a label and its value.
public struct ContentInfoRow: Hashable, Sendable {
  /// "장르".
  public var label: String
  /// "이세계, 액션".
  public var value: String

  /// The rows of a work: 카테고리, 장르, 방영일 (the year), 감독, 등급 (러닝타임 is not shown).
  public static func rows(of detail: ContentDetail) -> [ContentInfoRow] {
    [
      ContentInfoRow(label: DimoStrings.categoryRow, value: DimoStrings.categoryLabel(detail.type)),
      ContentInfoRow(label: DimoStrings.genre, value: detail.genre),
      ContentInfoRow(label: DimoStrings.aired, value: detail.releaseYear),
      ContentInfoRow(label: DimoStrings.director, value: detail.director),
      ContentInfoRow(label: DimoStrings.rating, value: DimoStrings.ratingText(detail.rating)),
    ]
  }
}

extension ContentReactions {
  /// The MBTI lines, each hidden when its MBTI is missing.
  public var mbtiLines: [String] {
    [
      mostLikedMBTI.map(DimoStrings.mostLiked),
      bestGradeMBTI.map(DimoStrings.bestGrade),
      worstGradeMBTI.map(DimoStrings.worstGrade),
    ].compactMap { $0 }
  }
}
