/// The home screen's sections and their "more" lists.
public protocol HomeRepository: Sendable {
  /// The first items of one section of the anime or movie home (at most
  /// ``DimoRules/homeSectionLimit``, or ``DimoRules/representCount`` for
  /// ``HomeSectionKind/today``).
  func fetchSection(_ kind: HomeSectionKind, type: ContentType) async throws(DimoFailure)
    -> HomeSectionItems
  /// Every item of a section's "more" list, of anime or of movies.
  func fetchMore(_ kind: HomeSectionKind, type: ContentType) async throws(DimoFailure)
    -> HomeSectionItems
}

extension HomeRepository {
  /// The first items of one section of the anime home.
  public func fetchSection(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems {
    try await fetchSection(kind, type: .anime)
  }

  /// Every item of a section's "more" list of anime.
  public func fetchMore(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems {
    try await fetchMore(kind, type: .anime)
  }
}
