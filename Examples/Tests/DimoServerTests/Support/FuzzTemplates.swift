import DimoAPI
import DimoDomain
import Foundation

/// A plausible request for every route, as the app's router would send it: what the bad-input
/// tests break field by field.
enum FuzzTemplates {
  /// An endpoint of `route` with well-formed values.
  static func endpoint(for route: DimoRoute) -> DimoEndpoint {
    switch route {
    case .signup:
      .signup(
        RequestSignup(
          userID: "fuzzuser", password: "fuzz123!", name: "퍼즈", agency: "SKT",
          phoneNumber: "010-1000-2000", nickname: "퍼즈", mbti: "ENFP", pushCheck: 0))
    case .phoneCheck: .phoneCheck(RequestPhoneCheck(phoneNumber: "010-1000-2000"))
    case .phoneVerify:
      .phoneVerify(RequestPhoneVerify(phoneNumber: "010-1000-2000", smsCode: "123456"))
    case .idCheck: .idCheck(RequestIDCheck(userID: "fuzzuser"))
    case .login: .login(RequestLogin(userID: "fuzzuser", password: "fuzz123!"))
    case .refresh: .refresh(RequestRefresh(refreshToken: "x.y.z"))
    case .findUserID:
      .findUserID(
        RequestFindUserID(
          name: "퍼즈", agency: "SKT", phoneNumber: "010-1000-2000", verificationCode: "123456"))
    case .findPassword:
      .findPassword(
        RequestFindPassword(
          userID: "fuzzuser", phoneNumber: "010-1000-2000", verificationCode: "123456"))
    case .kakaoLogin, .googleLogin, .appleLogin:
      .socialLogin(
        SocialProvider.allCases.first { $0.route == route } ?? .kakao,
        RequestSocialLogin(userID: "x", name: "x", snsType: "kakao"))
    case .socialCheck: .socialCheck(RequestUser(userID: "x"))
    case .socialProfile:
      .socialProfile(RequestSocialProfile(userID: "x", pushCheck: 0, nickname: "x", mbti: "ENFP"))
    case .socialRefresh: .socialRefresh(RequestRefresh(refreshToken: "x"))
    case .logout: .logout
    case .withdraw: .withdraw(RequestWithdraw(dropReason: "이유"))
    default: settingsOrContent(route)
    }
  }

  private static func settingsOrContent(_ route: DimoRoute) -> DimoEndpoint {
    let content = RequestContent(contentType: .anime, contentID: 3371)
    switch route {
    case .userInfo: return .userInfo(RequestUser())
    case .changePassword:
      return .changePassword(RequestChangePassword(password: "fuzz123!", newPassword: "fuzz456!"))
    case .confirmNickname: return .confirmNickname(RequestNicknameCheck(nickname: "퍼즈"))
    case .confirmNicknameModify: return .confirmNicknameModify(RequestUser())
    case .changeNickname: return .changeNickname(RequestChangeNickname(nickname: "퍼즈"))
    case .confirmMBTIModify: return .confirmMBTIModify(RequestUser())
    case .changeMBTI: return .changeMBTI(RequestChangeMBTI(mbti: "ISTJ"))
    case .requestCharacter:
      return .requestCharacter(
        RequestCharacterRequest(category: "애니", title: "제목", characterName: "이름"))
    case .notices: return .notices(RequestUser())
    case .sendInquiry:
      return .sendInquiry(RequestInquiry(category: "기타", content: "문의 내용입니다"))
    case .inquiries: return .inquiries(RequestUser())
    case .home: return .home(RequestUser())
    case .homeMore: return .homeMore(RequestHomeMore(type: .hits))
    case .movieHome: return .movieHome(RequestUser())
    case .movieHomeMore: return .movieHomeMore(RequestHomeMore(type: .recommend))
    case .animeDetail: return .animeDetail(contentID: 3371)
    case .movieDetail: return .movieDetail(contentID: 1_000_001)
    case .likeContent: return .likeContent(content)
    case .dislikeContent: return .dislikeContent(content)
    case .isLiked: return .isLiked(content)
    case .mostLiked: return .mostLiked(content)
    case .grade: return .grade(RequestGrade(contentID: 3371, contentType: .anime, grade: 1))
    case .isGraded: return .isGraded(content)
    case .mbtiResult: return .mbtiResult(RequestGradeStats(contentID: 3371, contentType: .anime))
    default: return character(route)
    }
  }

  private static func character(_ route: DimoRoute) -> DimoEndpoint {
    let review = RequestReview(characterID: 43, reviewID: 1)
    switch route {
    case .reviews: return .reviews(RequestCharacter(characterID: 43))
    case .reviewDetail: return .reviewDetail(RequestReviewDetail(characterID: 43, reviewID: 1))
    case .writeReview:
      return .writeReview(
        RequestWriteReview(characterID: 43, reviewContent: "리뷰입니다", reviewSpoiler: 0))
    case .modifyReview:
      return .modifyReview(
        RequestModifyReview(characterID: 43, reviewContent: "리뷰입니다", reviewSpoiler: 0, reviewID: 1))
    case .deleteReview: return .deleteReview(review)
    case .likeReview: return .likeReview(review)
    case .dislikeReview: return .dislikeReview(review)
    case .comments: return .comments(RequestComments(reviewID: 1))
    case .writeComment:
      return .writeComment(
        RequestWriteComment(characterID: 43, reviewID: 1, commentContent: "댓글", commentSpoiler: 0))
    case .modifyComment:
      return .modifyComment(
        RequestModifyComment(characterID: 43, commentContent: "댓글", commentSpoiler: 0, commentID: 1)
      )
    case .deleteComment:
      return .deleteComment(RequestDeleteComment(characterID: 43, reviewID: 1, commentID: 1))
    case .likeComment: return .likeComment(RequestCommentLike(characterID: 43, commentID: 1))
    case .dislikeComment: return .dislikeComment(RequestCommentLike(characterID: 43, commentID: 1))
    case .blindReview: return .blindReview(RequestBlindReview(reviewID: 1, blindType: 0))
    case .reportUser: return .reportUser(RequestReport(reviewID: 1, reportReason: "홍보"))
    default: return vote(route)
    }
  }

  private static func vote(_ route: DimoRoute) -> DimoEndpoint {
    let vote = RequestVote(contentID: 2180, characterID: 1, ei: "E", sn: "S", tf: "T", jp: "J")
    let character = RequestCharacter(characterID: 1)
    switch route {
    case .vote: return .vote(vote)
    case .voteResult: return .voteResult(character)
    case .viewResult: return .viewResult(character)
    case .viewRevote: return .viewRevote(character)
    case .revote: return .revote(vote)
    case .recommend: return .recommend(RequestRecommend(category: "rand"))
    case .searchCharacter: return .searchCharacter(RequestSearch(searchContent: "에렌"))
    case .searchContent: return .searchContent(RequestSearch(searchContent: "진격"))
    case .anotherCharacter: return .anotherCharacter(character)
    case .savedSearches: return .savedSearches(RequestUser())
    case .saveSearch: return .saveSearch(RequestSearchKeyword(searchContent: "진격"))
    case .deleteSearch: return .deleteSearch(RequestSearchKeyword(searchContent: "진격"))
    case .deleteAllSearches: return .deleteAllSearches(RequestUser())
    case .seenCharacters: return .seenCharacters(RequestUser())
    case .saveSeenCharacter: return .saveSeenCharacter(RequestSeenCharacter(characterID: 1))
    case .deleteSeenCharacter: return .deleteSeenCharacter(RequestSeenCharacter(characterID: 1))
    case .deleteAllSeenCharacters: return .deleteAllSeenCharacters(RequestUser())
    case .profile: return .profile(RequestUser())
    case .modifyProfile: return .modifyProfile(RequestModifyProfile(intro: "소개"))
    case .likedAnime: return .likedAnime(RequestUser())
    case .likedMovies: return .likedMovies(RequestUser())
    case .myReviews: return .myReviews(RequestUser())
    case .myComments: return .myComments(RequestUser())
    case .votedCharacters: return .votedCharacters(RequestUser())
    case .image: return .image(file: "anime_3371.png")
    default: return .profileImage(file: "1-0f8fad5b-d9cb-469f-a165-70867728950e.png")
    }
  }
}
