import CairnNetworking
import DimoAPI
import DimoDomain

/// The home sections from the DIMO server, one request per section so that each loads, fails
/// and retries on its own: "Today's DIMO" from `home/anime`, the others from their "more"
/// list (`home/anime_more`), cut to ``DimoRules/homeSectionLimit``.
public struct RemoteHomeRepository: HomeRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The first items of a section.
  public func fetchSection(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems {
    guard kind == .today else {
      return try await fetchMore(kind).prefix(DimoRules.homeSectionLimit)
    }
    let home = try await send(DimoEndpoint.requestHome(), through: service)
    guard let section = home.contents.first(where: { $0.category == .represent }) else {
      throw .damagedAnswer("home/anime has no represent section")
    }
    return .contents(section.anime.map(\.summary))
  }

  /// Every item of a section's "more" list.
  public func fetchMore(_ kind: HomeSectionKind) async throws(DimoFailure) -> HomeSectionItems {
    let more = try await send(
      DimoEndpoint.requestHomeMore(RequestHomeMore(type: kind.category)), through: service)
    if kind.listsCharacters { return .characters(more.characters.map(\.summary)) }
    return .contents(more.anime.map(\.summary))
  }
}
