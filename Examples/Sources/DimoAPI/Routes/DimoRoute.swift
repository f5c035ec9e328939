/// Every route of the DIMO API: its method and its path below the mount point (`/dimo`), as
/// the original named them. ``DimoEndpoint`` sends to them; the server answers them.
public enum DimoRoute: String, CaseIterable, Sendable {
  // Signup, login and account.
  case signup, phoneCheck, phoneVerify, idCheck
  case login, refresh, findUserID, findPassword
  case kakaoLogin, googleLogin, appleLogin, socialCheck, socialProfile, socialRefresh
  case logout, withdraw
  // Settings.
  case userInfo, changePassword, confirmNickname, confirmNicknameModify, changeNickname
  case confirmMBTIModify, changeMBTI, requestCharacter
  // The service center (ours).
  case notices, sendInquiry, inquiries
  // Home and content detail.
  case home, homeMore, movieHome, movieHomeMore
  case animeDetail, movieDetail, likeContent, dislikeContent, isLiked, mostLiked, grade, isGraded,
    mbtiResult
  // Character: reviews and comments.
  case reviews, reviewDetail, writeReview, modifyReview, deleteReview, likeReview, dislikeReview
  case comments, writeComment, modifyComment, deleteComment, likeComment, dislikeComment
  case blindReview, reportUser
  // Vote, search and recent lists.
  case vote, voteResult, viewResult, viewRevote, revote, recommend
  case searchCharacter, searchContent, anotherCharacter
  case savedSearches, saveSearch, deleteSearch, deleteAllSearches
  case seenCharacters, saveSeenCharacter, deleteSeenCharacter, deleteAllSeenCharacters
  // My Momentum (profiles).
  case profile, modifyProfile, likedAnime, likedMovies, myReviews, myComments, votedCharacters
  // Pictures.
  case image, profileImage

  /// The HTTP method.
  public var method: HTTPMethodName {
    switch self {
    case .idCheck, .findUserID, .socialCheck, .userInfo, .confirmNickname, .notices, .inquiries,
      .confirmNicknameModify, .confirmMBTIModify, .home, .homeMore, .movieHome, .movieHomeMore,
      .animeDetail, .movieDetail, .isLiked,
      .mostLiked, .isGraded, .mbtiResult, .reviews, .reviewDetail, .comments, .voteResult,
      .viewResult, .viewRevote, .recommend, .searchCharacter, .searchContent,
      .anotherCharacter, .savedSearches, .seenCharacters, .profile, .likedAnime, .likedMovies,
      .myReviews, .myComments, .votedCharacters, .image, .profileImage:
      .get
    case .deleteReview, .deleteComment, .deleteSearch, .deleteAllSearches, .deleteSeenCharacter,
      .deleteAllSeenCharacters:
      .delete
    default:
      .post
    }
  }

  /// The path below the mount point; `{name}` marks a path parameter.
  public var path: String {
    switch self {
    case .signup: "signup"
    case .phoneCheck: "signup/phone-check"
    case .phoneVerify: "signup/phone-check/verify"
    case .idCheck: "signup/is_id_dup"
    case .login: "login"
    case .refresh: "login/refresh"
    case .findUserID: "login/find_id"
    case .findPassword: "login/find_pw"
    case .kakaoLogin: "social/kakao_login"
    case .googleLogin: "social/google_login"
    case .appleLogin: "social/apple_login"
    case .socialCheck: "social/check"
    case .socialProfile: "social"
    case .socialRefresh: "social/refresh"
    case .logout: "logout"
    case .withdraw: "drop"
    case .userInfo: "user_info"
    case .changePassword: "user_info/change_pw"
    case .confirmNickname: "user_info/confirm_nickname"
    case .confirmNicknameModify: "user_info/confirm_nickname_modify"
    case .changeNickname: "user_info/change_nickname"
    case .confirmMBTIModify: "user_info/confirm_mbti_modify"
    case .changeMBTI: "user_info/change_mbti"
    case .requestCharacter: "admin/request_character"
    case .notices: "notice"
    case .sendInquiry, .inquiries: "inquiry"
    case .home: "home/anime"
    case .homeMore: "home/anime_more"
    case .movieHome: "home/movie"
    case .movieHomeMore: "home/movie_more"
    case .animeDetail: "detail/animedata/{contentId}"
    case .movieDetail: "detail/moviedata/{contentId}"
    case .likeContent: "detail/like"
    case .dislikeContent: "detail/dislike"
    case .isLiked: "detail/is_like"
    case .mostLiked: "detail/most_like"
    case .grade: "detail/grade"
    case .isGraded: "detail/is_grade"
    case .mbtiResult: "detail/mbti_result"
    case .reviews: "character"
    case .reviewDetail: "character/review_detail"
    case .writeReview: "character/write_review"
    case .modifyReview: "character/modify_review"
    case .deleteReview: "character/delete_review"
    case .likeReview: "character/review_like"
    case .dislikeReview: "character/review_dislike"
    case .comments: "character/comment"
    case .writeComment: "character/write_comment"
    case .modifyComment: "character/modify_comment"
    case .deleteComment: "character/delete_comment"
    case .likeComment: "character/like_comment"
    case .dislikeComment: "character/dislike_comment"
    case .blindReview: "character/blind_review"
    case .reportUser: "character/report_user"
    case .vote, .voteResult: "vote"
    case .viewResult: "vote/view_result"
    case .viewRevote: "vote/view_revote"
    case .revote: "vote/revote"
    case .recommend: "vote/recommend"
    case .searchCharacter: "vote/search_character"
    case .searchContent: "vote/search_content"
    case .anotherCharacter: "vote/another_character"
    case .savedSearches: "vote/view_save_search"
    case .saveSearch: "vote/save_search"
    case .deleteSearch: "vote/delete_search"
    case .deleteAllSearches: "vote/delete_all_search"
    case .seenCharacters: "vote/view_recent_seen_chr"
    case .saveSeenCharacter: "vote/save_chr_list"
    case .deleteSeenCharacter: "vote/delete_seen_chr"
    case .deleteAllSeenCharacters: "vote/delete_all_seen_chr"
    case .profile: "my_momentum"
    case .modifyProfile: "my_momentum/mod_profile"
    case .likedAnime: "my_momentum/like_anime_content"
    case .likedMovies: "my_momentum/like_movie_content"
    case .myReviews: "my_momentum/review"
    case .myComments: "my_momentum/comment"
    case .votedCharacters: "my_momentum/voted_character"
    case .image: "images/{file}"
    case .profileImage: "profile_images/{file}"
    }
  }

  /// True when the route needs `Authorization: Bearer <access token>`: every route but
  /// signing up, logging in, refreshing, finding an account, the social logins (which answer
  /// that they are not available) and the pictures.
  public var needsAccessToken: Bool {
    switch self {
    case .signup, .phoneCheck, .phoneVerify, .idCheck, .login, .refresh, .findUserID,
      .findPassword, .kakaoLogin, .googleLogin, .appleLogin, .socialCheck, .socialProfile,
      .socialRefresh, .image, .profileImage:
      false
    default:
      true
    }
  }
}

/// The methods DIMO's routes use.
public enum HTTPMethodName: String, Sendable {
  /// `GET`.
  case get = "GET"
  /// `POST`.
  case post = "POST"
  /// `DELETE`.
  case delete = "DELETE"
}
