import CairnNetworking
import DimoAPI
import DimoDomain

/// The home sections from the DIMO server, one request per section so that each loads, fails
/// and retries on its own: "Today's DIMO" from `home/anime` (`home/movie`), the others from
/// their "more" list (`home/anime_more`, `home/movie_more`), cut to
/// ``DimoRules/homeSectionLimit``.
public struct RemoteHomeRepository: HomeRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The first items of a section.
  public func fetchSection(_ kind: HomeSectionKind, type: ContentType) async throws(DimoFailure)
    -> HomeSectionItems
  {
    guard kind == .today else {
      return try await fetchMore(kind, type: type).prefix(DimoRules.homeSectionLimit)
    }
    let request =
      type == .anime ? DimoEndpoint.requestHome() : DimoEndpoint.requestMovieHome()
    let home = try await send(request, through: service)
    guard let section = home.contents.first(where: { $0.category == .represent }) else {
      throw .damagedAnswer("the \(type) home has no represent section")
    }
    return .contents(section.anime.map(\.summary))
  }

  /// Every item of a section's "more" list.
  public func fetchMore(_ kind: HomeSectionKind, type: ContentType) async throws(DimoFailure)
    -> HomeSectionItems
  {
    let request = RequestHomeMore(type: kind.category)
    let more = try await send(
      type == .anime
        ? DimoEndpoint.requestHomeMore(request) : DimoEndpoint.requestMovieHomeMore(request),
      through: service)
    if kind.listsCharacters { return .characters(more.characters.map(\.summary)) }
    return .contents(more.anime.map(\.summary))
  }
}
