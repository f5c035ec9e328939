import DimoDomain

/// What the home screen and its "more" lists ask of their coordinator.
@MainActor
public protocol HomeCoordinating: AnyObject {
  /// The category sheet ("카테고리": 영화 / 애니); nil when dismissed.
  func chooseCategory(current: ContentType) async -> ContentType?
  /// Opens a section's "more" list of anime or movies (after the spoiler alert for the
  /// characters).
  func showMore(_ kind: HomeSectionKind, type: ContentType, title: String)
  /// Opens a work's detail on this tab.
  func showContentDetail(id: Int, type: ContentType)
  /// Opens a character's detail on this tab.
  func showCharacterDetail(id: Int)
}
