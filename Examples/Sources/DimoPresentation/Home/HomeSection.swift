import CairnPresentation
import DimoDomain

/// One section of the home screen as it is shown: its title, its items (or loading, empty,
/// failed: each section on its own), and whether it has a "more" list.
public struct HomeSection: Hashable, Sendable, Identifiable {
  /// Which section.
  public var kind: HomeSectionKind
  /// The title, with the user's MBTI.
  public var title: String
  /// The label beside the title ("애니" beside "Today's DIMO"), if any.
  public var label: String?
  /// The items, or where they stand.
  public var items: Loadable<HomeSectionItems>

  /// Creates a section.
  public init(
    kind: HomeSectionKind, title: String, label: String?, items: Loadable<HomeSectionItems>
  ) {
    self.kind = kind
    self.title = title
    self.label = label
    self.items = items
  }

  /// The section's id: its kind.
  public var id: HomeSectionKind { kind }

  /// True when the "more" button shows: a section that has one and loaded something.
  public var showsMore: Bool { kind.hasMore && items.value != nil }
}
