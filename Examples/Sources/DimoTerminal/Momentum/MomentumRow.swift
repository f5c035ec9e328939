import DimoDomain
import DimoPresentation

/// One row of a profile page: the header, an item, a section's "더보기 >", or the empty
/// "Dig 완료한 캐릭터" with "DIG ME!로 이동하기".
enum MomentumRow: Identifiable {
  case header(UserProfile)
  case item(MomentumItem)
  case more(MomentumSectionKind)
  case digMe

  var id: String {
    switch self {
    case .header: "header"
    case .item(let item): item.id
    case .more(let kind): "more/\(kind.rawValue)"
    case .digMe: "digMe"
    }
  }

  /// The rows of a loaded section (and its "더보기 >").
  static func rows(_ items: [MomentumItem], section: MomentumSection) -> [MomentumRow] {
    items.map(MomentumRow.item) + (section.showsMore ? [.more(section.kind)] : [])
  }
}
