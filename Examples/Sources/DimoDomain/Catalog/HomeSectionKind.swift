/// The five sections of the home screen, top to bottom.
public enum HomeSectionKind: String, CaseIterable, Hashable, Sendable {
  /// "Today's DIMO": a few works picked at random.
  case today
  /// Works with a character of the user's MBTI.
  case sameMBTIContents
  /// Characters of the user's MBTI (a spoiler: their MBTI shows).
  case sameMBTICharacters
  /// Works 찜'd by users of the user's MBTI.
  case recommended
  /// The most opened works.
  case hits

  /// True for the one section of characters; the others list works.
  public var listsCharacters: Bool { self == .sameMBTICharacters }

  /// True when the section has a "more" list ("Today's DIMO" has none).
  public var hasMore: Bool { self != .today }
}
