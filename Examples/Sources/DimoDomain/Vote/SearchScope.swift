/// What a character search looks in: a work's title (its whole cast is found) or a character's
/// name. Only title searches are kept as recent keywords, as in the original.
public enum SearchScope: Hashable, Sendable, CaseIterable {
  /// 작품명.
  case title
  /// 캐릭터명.
  case characterName
}
