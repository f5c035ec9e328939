import DimoDomain

/// One row of the home screen: a work, a character, or a section's "더보기".
enum HomeRow: Identifiable {
  case content(HomeSectionKind, ContentSummary)
  case character(CharacterSummary)
  case more(HomeSectionKind)

  var id: String {
    switch self {
    case .content(let kind, let content): "\(kind.rawValue)/\(content.id)"
    case .character(let character): "character/\(character.id)"
    case .more(let kind): "more/\(kind.rawValue)"
    }
  }

  /// The section the row belongs to.
  var kind: HomeSectionKind {
    switch self {
    case .content(let kind, _), .more(let kind): kind
    case .character: .sameMBTICharacters
    }
  }

  /// The rows of a section's items (and its "더보기").
  static func rows(_ items: HomeSectionItems, kind: HomeSectionKind, showsMore: Bool)
    -> [HomeRow]
  {
    var rows: [HomeRow] =
      switch items {
      case .contents(let contents): contents.map { .content(kind, $0) }
      case .characters(let characters): characters.map { .character($0) }
      }
    if showsMore { rows.append(.more(kind)) }
    return rows
  }
}
