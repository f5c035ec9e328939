import CairnNetworking
import DimoAPI
import DimoDomain

/// Profiles and their lists from the DIMO server's `my_momentum` routes, and editing one's own
/// profile as a multipart form.
public struct RemoteMomentumRepository: MomentumRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The profile (`GET my_momentum`).
  public func fetchProfile(userID: String?) async throws(DimoFailure) -> UserProfile {
    let profile = try await send(
      DimoEndpoint.requestProfile(RequestUser(userID: userID)), through: service)
    return UserProfile(
      userID: profile.userID, nickname: profile.nickname, mbti: profile.mbti.flatMap(MBTI.init),
      intro: profile.intro, picturePath: profile.profileImg)
  }

  /// The anime and the movies, asked for together and merged newest 찜 first (by the server's
  /// `like_id`; rows without one, as in the original's answer, follow in the order they came).
  public func fetchLikedWorks(userID: String?) async throws(DimoFailure) -> [LikedWork] {
    let request = RequestUser(userID: userID)
    let service = self.service
    async let anime = send(DimoEndpoint.requestLikedAnime(request), through: service)
    async let movies = send(DimoEndpoint.requestLikedMovies(request), through: service)
    do {
      let animeRows = try await anime.likeContentInfo.map {
        (
          likeID: $0.likeID,
          work: LikedWork(
            contentID: $0.animeID, type: .anime, title: $0.title, posterPath: $0.posterImg)
        )
      }
      let movieRows = try await movies.likeContent.map {
        (
          likeID: $0.likeID,
          work: LikedWork(
            contentID: $0.contentID, type: .movie, title: $0.title, posterPath: $0.posterImg)
        )
      }
      // Largest like_id first; rows without one last; equal keys keep their order (`sorted`
      // is not stable, so the offset breaks ties).
      return (animeRows + movieRows).enumerated().sorted {
        ($0.element.likeID ?? .min, -$0.offset) > ($1.element.likeID ?? .min, -$1.offset)
      }.map(\.element.work)
    } catch {
      throw DimoFailure(error)
    }
  }

  /// The votes (`GET my_momentum/voted_character`).
  public func fetchVotedCharacters(userID: String?) async throws(DimoFailure) -> [VotedCharacter] {
    let rows = try await send(
      DimoEndpoint.requestVotedCharacters(RequestUser(userID: userID)), through: service
    ).votedCharacter
    var voted: [VotedCharacter] = []
    for row in rows { voted.append(try row.voted()) }
    return voted
  }

  /// The reviews (`GET my_momentum/review`).
  public func fetchReviews(userID: String?) async throws(DimoFailure) -> [PostedReview] {
    try await send(DimoEndpoint.requestMyReviews(RequestUser(userID: userID)), through: service)
      .review.map(\.posted)
  }

  /// The comments (`GET my_momentum/comment`).
  public func fetchComments(userID: String?) async throws(DimoFailure) -> [PostedComment] {
    try await send(DimoEndpoint.requestMyComments(RequestUser(userID: userID)), through: service)
      .comment.map(\.posted)
  }

  /// The edit as `multipart/form-data` (`POST my_momentum/mod_profile`); the introduction is
  /// checked against ``DimoRules/introLength`` before anything is sent.
  public func modifyProfile(_ edit: ProfileEdit) async throws(DimoFailure) -> ProfileChange {
    var intro: String?
    if let text = edit.intro {
      do {
        intro = try DimoRules.validatedIntro(text)
      } catch {
        throw .refused(status: 422, message: DimoMessages.violation(error))
      }
    }
    let answer = try await send(
      DimoEndpoint.requestModifyProfile(
        RequestModifyProfile(
          intro: intro, image: edit.image?.data,
          imageFilename: edit.image?.filename ?? "profile.png")),
      through: service)
    return ProfileChange(intro: answer.intro, picturePath: answer.profileImg)
  }
}
