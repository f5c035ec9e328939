import CairnPresentation
import DimoDomain

/// One section of a profile page as it is shown: its title, its rows (or loading, empty,
/// failed: each section on its own), its "더보기 >" and, on one's own empty "Dig 완료한
/// 캐릭터", "DIG ME!로 이동하기".
public struct MomentumSection: Hashable, Sendable, Identifiable {
  /// How many rows the page shows of a section; "더보기 >" shows them all.
  public static let previewLimit = 3

  /// Which section.
  public var kind: MomentumSectionKind
  /// The title.
  public var title: String
  /// The first rows, or where they stand.
  public var items: Loadable<[MomentumItem]>
  /// True on the caller's own page.
  public var isOwn: Bool
  /// True when the section has more rows than ``previewLimit``: the page shows only the first.
  public var hasMore: Bool

  /// Creates a section.
  public init(
    kind: MomentumSectionKind, title: String, items: Loadable<[MomentumItem]>, isOwn: Bool,
    hasMore: Bool = true
  ) {
    self.kind = kind
    self.title = title
    self.items = items
    self.isOwn = isOwn
    self.hasMore = hasMore
  }

  /// The section's id: its kind.
  public var id: MomentumSectionKind { kind }

  /// True when "더보기 >" shows: the section loaded more rows than the page shows.
  public var showsMore: Bool { items.value != nil && hasMore }

  /// True when "DIG ME!로 이동하기" shows: one's own page, no vote yet.
  public var showsDigMe: Bool {
    guard isOwn, kind == .voted, case .empty = items else { return false }
    return true
  }
}
