import CairnPresentation
import DimoDomain

/// What Search shows: the text and its scope, then either the recent lists (nothing searched,
/// or the text cleared) or the results.
public struct VoteSearchState: Equatable, Sendable {
  /// The text in the field.
  public var query = ""
  /// 작품명 (the default) or 캐릭터명.
  public var scope = SearchScope.title
  /// The results, or nil while the recent lists show.
  public var results: Loadable<[VoteCandidate]>?
  /// "최근 검색어", newest first.
  public var recentSearches: Loadable<[String]> = .loading
  /// "최근 본 캐릭터", newest first.
  public var recentCharacters: Loadable<[VoteCandidate]> = .loading

  /// Creates the state of an empty search.
  public init() {}

  /// True while the recent lists show.
  public var showsRecents: Bool { results == nil }
}
