import DimoAPI
import Foundation
import Hummingbird
import Logging
import ServerSupport

/// Answers every route: finds the caller of a route that needs one, runs its handler, and turns
/// refusals and failures into JSON. Bad input is always a 4xx; only a failure of the server
/// itself (a database that cannot be reached) is a 500, logged without the request's body.
struct DimoResponder: Sendable {
  let env: DimoEnvironment
  private let authenticator: Authenticator
  private let sessions: SessionHandlers
  private let signup: SignupHandlers
  private let recovery: RecoveryHandlers
  private let settings: SettingsHandlers
  private let support: SupportHandlers
  private let content: ContentHandlers
  private let reactions: ReactionHandlers
  private let reviews: ReviewHandlers
  private let comments: CommentHandlers
  private let votes: VoteHandlers
  private let discovery: DiscoveryHandlers
  private let recent: RecentHandlers
  private let profiles: ProfileHandlers
  private let images: ImageHandlers

  init(env: DimoEnvironment) {
    self.env = env
    authenticator = Authenticator(tokens: env.tokens, database: env.database, clock: env.clock)
    sessions = SessionHandlers(env: env)
    signup = SignupHandlers(env: env, sessions: sessions)
    recovery = RecoveryHandlers(env: env, signup: signup)
    settings = SettingsHandlers(env: env)
    support = SupportHandlers(env: env)
    content = ContentHandlers(env: env)
    reactions = ReactionHandlers(env: env)
    reviews = ReviewHandlers(env: env)
    comments = CommentHandlers(env: env)
    votes = VoteHandlers(env: env)
    discovery = DiscoveryHandlers(env: env)
    recent = RecentHandlers(env: env)
    profiles = ProfileHandlers(env: env)
    images = ImageHandlers(env: env)
  }

  /// The response to `request` on `route`.
  /// - Parameter client: the client's address, when the router knows it.
  func respond(
    _ route: DimoRoute, _ request: Request, parameters: Parameters, client: String?
  ) async -> Response {
    switch route {
    case .image: return images.image(parameters.decoded("file"))
    case .profileImage: return images.profileImage(parameters.decoded("file"))
    default: break
    }
    do {
      let caller = route.needsAccessToken ? try await authenticator.caller(of: request) : nil
      return DimoReply.make(
        try await answer(
          route, request, caller: caller, parameters: parameters, client: client))
    } catch let refusal as DimoRefusal {
      return DimoReply.refusal(refusal)
    } catch {
      return failure(error, route: route)
    }
  }

  private func failure(_ error: any Error, route: DimoRoute) -> Response {
    switch StoreConstraint(error) {
    case .unique, .retry: return DimoReply.refusal(.conflict(DimoMessages.conflict))
    case .foreignKey: return DimoReply.refusal(.notFound(DimoMessages.conflict))
    case .check: return DimoReply.refusal(.unprocessable(DimoMessages.conflict))
    case nil:
      env.logger.error(
        "\(route.method.rawValue) \(route.path) failed: \(String(reflecting: error))")
      return DimoReply.refusal(DimoRefusal(500, DimoMessages.serverFailure))
    }
  }

  // One case per route: the compiler checks that every route has its handler.
  private func answer(
    _ route: DimoRoute, _ request: Request, caller: Caller?, parameters: Parameters,
    client: String?
  ) async throws -> any DimoResponse {
    func me() throws -> Caller {
      guard let caller else { throw Authenticator.refusal(DimoMessages.unauthorized) }
      return caller
    }
    switch route {
    case .signup: return try await signup.signup(request)
    case .phoneCheck: return try await signup.phoneCheck(request, client: client)
    case .phoneVerify: return try await signup.phoneVerify(request)
    case .idCheck: return try await signup.idCheck(request)
    case .login: return try await sessions.login(request, client: client)
    case .refresh: return try await sessions.refresh(request)
    case .findUserID: return try await recovery.findUserID(request)
    case .findPassword: return try await recovery.findPassword(request)
    case .kakaoLogin, .googleLogin, .appleLogin, .socialCheck, .socialProfile, .socialRefresh:
      throw sessions.social(route)
    case .logout: return try await sessions.logout(try me())
    case .withdraw: return try await settings.withdraw(request, try me())
    case .userInfo: return try settings.userInfo(request, try me())
    case .changePassword: return try await settings.changePassword(request, try me())
    case .confirmNickname: return try await settings.confirmNickname(request, try me())
    case .confirmNicknameModify: return try settings.confirmNicknameModify(request, try me())
    case .changeNickname: return try await settings.changeNickname(request, try me())
    case .confirmMBTIModify: return try settings.confirmMBTIModify(request, try me())
    case .changeMBTI: return try await settings.changeMBTI(request, try me())
    case .requestCharacter: return try await settings.requestCharacter(request, try me())
    case .notices: return try await support.notices(request, try me())
    case .sendInquiry: return try await support.send(request, try me())
    case .inquiries: return try await support.inquiries(request, try me())
    case .home: return try await content.home(request, try me(), type: .anime)
    case .homeMore: return try await content.homeMore(request, try me(), type: .anime)
    case .movieHome: return try await content.home(request, try me(), type: .movie)
    case .movieHomeMore: return try await content.homeMore(request, try me(), type: .movie)
    case .animeDetail:
      return try await content.detail(parameters.decoded("contentId"), type: .anime)
    case .movieDetail:
      return try await content.detail(parameters.decoded("contentId"), type: .movie)
    case .likeContent: return try await reactions.setLike(request, try me(), liked: true)
    case .dislikeContent: return try await reactions.setLike(request, try me(), liked: false)
    case .isLiked: return try await reactions.isLiked(request, try me())
    case .mostLiked: return try await reactions.mostLiked(request, try me())
    case .grade: return try await reactions.grade(request, try me())
    case .isGraded: return try await reactions.isGraded(request, try me())
    case .mbtiResult: return try await reactions.gradeStats(request)
    case .reviews: return try await reviews.feed(request, try me())
    case .reviewDetail: return try await reviews.detail(request, try me())
    case .writeReview: return try await reviews.write(request, try me())
    case .modifyReview: return try await reviews.modify(request, try me())
    case .deleteReview: return try await reviews.delete(request, try me())
    case .likeReview: return try await reviews.setLike(request, try me(), liked: true)
    case .dislikeReview: return try await reviews.setLike(request, try me(), liked: false)
    case .comments: return try await comments.list(request, try me())
    case .writeComment: return try await comments.write(request, try me())
    case .modifyComment: return try await comments.modify(request, try me())
    case .deleteComment: return try await comments.delete(request, try me())
    case .likeComment: return try await comments.setLike(request, try me(), liked: true)
    case .dislikeComment: return try await comments.setLike(request, try me(), liked: false)
    case .blindReview: return try await reviews.blind(request, try me())
    case .reportUser: return try await reviews.report(request, try me())
    case .vote: return try await votes.vote(request, try me())
    case .voteResult: return try await votes.result(request, try me())
    case .viewResult: return try await votes.viewResult(request, try me())
    case .viewRevote: return try await votes.viewRevote(request, try me())
    case .revote: return try await votes.revote(request, try me())
    case .recommend: return try await discovery.recommend(request, try me())
    case .searchCharacter: return try await discovery.search(request, try me(), byTitle: false)
    case .searchContent: return try await discovery.search(request, try me(), byTitle: true)
    case .anotherCharacter: return try await discovery.anotherCharacter(request, try me())
    case .savedSearches: return try await recent.searches(request, try me())
    case .saveSearch: return try await recent.saveSearch(request, try me())
    case .deleteSearch: return try await recent.deleteSearch(request, try me())
    case .deleteAllSearches: return try await recent.deleteAllSearches(request, try me())
    case .seenCharacters: return try await recent.seen(request, try me())
    case .saveSeenCharacter: return try await recent.saveSeen(request, try me())
    case .deleteSeenCharacter: return try await recent.deleteSeen(request, try me())
    case .deleteAllSeenCharacters: return try await recent.deleteAllSeen(request, try me())
    case .profile: return try await profiles.profile(request, try me())
    case .modifyProfile: return try await profiles.modify(request, try me())
    case .likedAnime: return try await profiles.likedAnime(request, try me())
    case .likedMovies: return try await profiles.likedMovies(request, try me())
    case .myReviews: return try await profiles.reviews(request, try me())
    case .myComments: return try await profiles.comments(request, try me())
    case .votedCharacters: return try await profiles.votes(request, try me())
    case .image, .profileImage: throw DimoRefusal.notFound(DimoMessages.noImage)
    }
  }
}
