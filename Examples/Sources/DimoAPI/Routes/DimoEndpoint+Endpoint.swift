import CairnNetworking
import Foundation

extension DimoEndpoint {
  /// The route's path with its parameter filled in.
  public var path: String {
    switch self {
    case .animeDetail(let contentID), .movieDetail(let contentID):
      route.path.replacingOccurrences(of: "{contentId}", with: String(contentID))
    case .image(let file), .profileImage(let file):
      route.path.replacingOccurrences(
        of: "{file}",
        with: file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file)
    default:
      route.path
    }
  }

  /// The route's method.
  public var method: HTTPMethod {
    HTTPMethod(rawValue: route.method.rawValue)
  }

  /// True for every route that needs an access token (see ``DimoRoute/needsAccessToken``).
  public var shouldAuthenticate: Bool { route.needsAccessToken }

  /// The fields of a GET, as query items.
  public var queryItems: [URLQueryItem] {
    query?.queryItems ?? []
  }

  /// The JSON body of a POST or DELETE, or the multipart form of a profile edit.
  public var body: EndpointBody {
    if case .modifyProfile(let request) = self { return .multipart(request.parts) }
    guard let payload = jsonPayload else { return .none }
    return .json(payload)
  }

  private var query: (any DimoQueryRequest)? {
    switch self {
    case .idCheck(let request): request
    case .findUserID(let request): request
    case .socialCheck(let request), .userInfo(let request), .confirmNicknameModify(let request),
      .notices(let request), .inquiries(let request),
      .confirmMBTIModify(let request), .home(let request), .movieHome(let request),
      .savedSearches(let request),
      .seenCharacters(let request), .profile(let request), .likedAnime(let request),
      .likedMovies(let request), .myReviews(let request), .myComments(let request),
      .votedCharacters(let request):
      request
    case .confirmNickname(let request): request
    case .homeMore(let request), .movieHomeMore(let request): request
    case .isLiked(let request), .mostLiked(let request), .isGraded(let request): request
    case .mbtiResult(let request): request
    case .reviews(let request), .voteResult(let request), .viewResult(let request),
      .viewRevote(let request), .anotherCharacter(let request):
      request
    case .reviewDetail(let request): request
    case .comments(let request): request
    case .recommend(let request): request
    case .searchCharacter(let request), .searchContent(let request): request
    default: nil
    }
  }

  private var jsonPayload: (any Encodable & Sendable)? {
    switch self {
    case .signup(let request): request
    case .phoneCheck(let request): request
    case .phoneVerify(let request): request
    case .login(let request): request
    case .refresh(let request), .socialRefresh(let request): request
    case .findPassword(let request): request
    case .socialLogin(_, let request): request
    case .socialProfile(let request): request
    case .withdraw(let request): request
    case .changePassword(let request): request
    case .changeNickname(let request): request
    case .changeMBTI(let request): request
    case .requestCharacter(let request): request
    case .sendInquiry(let request): request
    case .likeContent(let request), .dislikeContent(let request): request
    case .grade(let request): request
    case .writeReview(let request): request
    case .modifyReview(let request): request
    case .deleteReview(let request), .likeReview(let request), .dislikeReview(let request):
      request
    case .writeComment(let request): request
    case .modifyComment(let request): request
    case .deleteComment(let request): request
    case .likeComment(let request), .dislikeComment(let request): request
    case .blindReview(let request): request
    case .reportUser(let request): request
    case .vote(let request), .revote(let request): request
    case .saveSearch(let request), .deleteSearch(let request): request
    case .deleteAllSearches(let request), .deleteAllSeenCharacters(let request): request
    case .saveSeenCharacter(let request), .deleteSeenCharacter(let request): request
    default: nil
    }
  }
}
