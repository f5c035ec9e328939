/// What one home section (or its "more" list) holds: works, or characters.
public enum HomeSectionItems: Hashable, Sendable {
  /// Poster cards.
  case contents([ContentSummary])
  /// Portraits.
  case characters([CharacterSummary])

  /// True when there is nothing to show.
  public var isEmpty: Bool {
    switch self {
    case .contents(let contents): contents.isEmpty
    case .characters(let characters): characters.isEmpty
    }
  }

  /// The first `count` items.
  public func prefix(_ count: Int) -> HomeSectionItems {
    switch self {
    case .contents(let contents): .contents(Array(contents.prefix(count)))
    case .characters(let characters): .characters(Array(characters.prefix(count)))
    }
  }
}
