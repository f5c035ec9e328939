import CairnNetworking
import DimoAPI
import DimoDomain

/// A work's detail and reactions from the DIMO server.
public struct RemoteContentRepository: ContentRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The work's detail: an anime's (`detail/animedata`) or a movie's (`detail/moviedata`).
  public func fetchDetail(id: Int, type: ContentType) async throws(DimoFailure) -> ContentDetail {
    let request =
      type == .anime
      ? DimoEndpoint.requestAnimeDetail(contentID: id)
      : DimoEndpoint.requestMovieDetail(contentID: id)
    let detail = try await send(request, through: service)
    return ContentDetail(
      id: detail.contentID, type: type, title: detail.title, genre: detail.genre,
      plot: detail.plot, posterPath: detail.posterImg, director: detail.director,
      release: detail.release, rating: AgeRating(detail.rate),
      characters: detail.characters.map { $0.summary(contentID: id, title: detail.title) })
  }

  /// The four answers the detail needs, asked for together.
  public func fetchReactions(id: Int, type: ContentType) async throws(DimoFailure)
    -> ContentReactions
  {
    let content = RequestContent(contentType: type, contentID: id)
    let service = self.service
    async let liked = send(DimoEndpoint.requestIsLiked(content), through: service)
    async let graded = send(DimoEndpoint.requestIsGraded(content), through: service)
    async let most = send(DimoEndpoint.requestMostLiked(content), through: service)
    async let stats = send(
      DimoEndpoint.requestGradeStats(RequestGradeStats(contentID: id, contentType: type)),
      through: service)
    do {
      let (isLiked, grade, mostLiked, gradeStats) = try await (liked, graded, most, stats)
      return ContentReactions(
        isLiked: isLiked.isLike, myGrade: grade.isGrade?.grade,
        mostLikedMBTI: mostLiked.mostMBTI.flatMap(MBTI.init),
        bestGradeMBTI: MBTI(gradeStats.gradeBest), worstGradeMBTI: MBTI(gradeStats.gradeWorst))
    } catch {
      throw DimoFailure(error)
    }
  }

  /// 찜 or take it back.
  public func setLiked(_ isLiked: Bool, id: Int, type: ContentType) async throws(DimoFailure) {
    let content = RequestContent(contentType: type, contentID: id)
    _ = try await send(
      isLiked
        ? DimoEndpoint.requestLikeContent(content) : DimoEndpoint.requestDislikeContent(content),
      through: service)
  }

  /// Grades the work.
  public func grade(_ grade: ContentGrade, id: Int, type: ContentType) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestGrade(
        RequestGrade(contentID: id, contentType: type, grade: grade.rawValue)),
      through: service)
  }
}
