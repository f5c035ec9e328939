/// The home screen's sections and their "more" lists.
public protocol HomeRepository: Sendable {
  /// The first items of one section (at most ``DimoRules/homeSectionLimit``, or
  /// ``DimoRules/representCount`` for ``HomeSectionKind/today``).
  func fetchSection(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems
  /// Every item of a section's "more" list.
  func fetchMore(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems
}
