import CairnNetworking
import Foundation

/// The DIMO API as an enum of endpoints (the original app's Router pattern), relative to a base
/// URL that ends in `/dimo/`. Each case carries its `Request…` value; the typed calls are the
/// `request…` functions beside it (``requestLogin(_:)`` and the others).
public enum DimoEndpoint: Endpoint {
  // Signup, login and account.
  /// `POST signup`.
  case signup(RequestSignup)
  /// `POST signup/phone-check`.
  case phoneCheck(RequestPhoneCheck)
  /// `POST signup/phone-check/verify`.
  case phoneVerify(RequestPhoneVerify)
  /// `GET signup/is_id_dup`.
  case idCheck(RequestIDCheck)
  /// `POST login`.
  case login(RequestLogin)
  /// `POST login/refresh`.
  case refresh(RequestRefresh)
  /// `GET login/find_id`.
  case findUserID(RequestFindUserID)
  /// `POST login/find_pw`.
  case findPassword(RequestFindPassword)
  /// `POST social/{kakao,google,apple}_login` (refused here).
  case socialLogin(SocialProvider, RequestSocialLogin)
  /// `GET social/check` (refused here).
  case socialCheck(RequestUser)
  /// `POST social` (refused here).
  case socialProfile(RequestSocialProfile)
  /// `POST social/refresh` (refused here).
  case socialRefresh(RequestRefresh)
  /// `POST logout`: revokes the session of the access token.
  case logout
  /// `POST drop`.
  case withdraw(RequestWithdraw)

  // Settings.
  /// `GET user_info`.
  case userInfo(RequestUser)
  /// `POST user_info/change_pw`.
  case changePassword(RequestChangePassword)
  /// `GET user_info/confirm_nickname`.
  case confirmNickname(RequestNicknameCheck)
  /// `GET user_info/confirm_nickname_modify`.
  case confirmNicknameModify(RequestUser)
  /// `POST user_info/change_nickname`.
  case changeNickname(RequestChangeNickname)
  /// `GET user_info/confirm_mbti_modify`.
  case confirmMBTIModify(RequestUser)
  /// `POST user_info/change_mbti`.
  case changeMBTI(RequestChangeMBTI)
  /// `POST admin/request_character`.
  case requestCharacter(RequestCharacterRequest)
  /// `GET notice` (ours: the original's notices were placeholders in the app).
  case notices(RequestUser)
  /// `POST inquiry` (ours: the original's 1:1 inquiry opened the privacy policy).
  case sendInquiry(RequestInquiry)
  /// `GET inquiry`: the caller's own inquiries.
  case inquiries(RequestUser)

  // Home and detail.
  /// `GET home/anime`.
  case home(RequestUser)
  /// `GET home/anime_more`.
  case homeMore(RequestHomeMore)
  /// `GET home/movie`: the same five sections, of movies.
  case movieHome(RequestUser)
  /// `GET home/movie_more`.
  case movieHomeMore(RequestHomeMore)
  /// `GET detail/animedata/{contentId}`.
  case animeDetail(contentID: Int)
  /// `GET detail/moviedata/{contentId}`: a movie of the server's catalog.
  case movieDetail(contentID: Int)
  /// `POST detail/like`.
  case likeContent(RequestContent)
  /// `POST detail/dislike`.
  case dislikeContent(RequestContent)
  /// `GET detail/is_like`.
  case isLiked(RequestContent)
  /// `GET detail/most_like`.
  case mostLiked(RequestContent)
  /// `POST detail/grade`.
  case grade(RequestGrade)
  /// `GET detail/is_grade`.
  case isGraded(RequestContent)
  /// `GET detail/mbti_result`.
  case mbtiResult(RequestGradeStats)

  // Reviews and comments.
  /// `GET character`.
  case reviews(RequestCharacter)
  /// `GET character/review_detail`.
  case reviewDetail(RequestReviewDetail)
  /// `POST character/write_review`.
  case writeReview(RequestWriteReview)
  /// `POST character/modify_review`.
  case modifyReview(RequestModifyReview)
  /// `DELETE character/delete_review`.
  case deleteReview(RequestReview)
  /// `POST character/review_like`.
  case likeReview(RequestReview)
  /// `POST character/review_dislike`.
  case dislikeReview(RequestReview)
  /// `GET character/comment`.
  case comments(RequestComments)
  /// `POST character/write_comment`.
  case writeComment(RequestWriteComment)
  /// `POST character/modify_comment`.
  case modifyComment(RequestModifyComment)
  /// `DELETE character/delete_comment`.
  case deleteComment(RequestDeleteComment)
  /// `POST character/like_comment`.
  case likeComment(RequestCommentLike)
  /// `POST character/dislike_comment`.
  case dislikeComment(RequestCommentLike)
  /// `POST character/blind_review`.
  case blindReview(RequestBlindReview)
  /// `POST character/report_user`.
  case reportUser(RequestReport)

  // Votes, search and recent lists.
  /// `POST vote`.
  case vote(RequestVote)
  /// `GET vote`.
  case voteResult(RequestCharacter)
  /// `GET vote/view_result`.
  case viewResult(RequestCharacter)
  /// `GET vote/view_revote`.
  case viewRevote(RequestCharacter)
  /// `POST vote/revote`.
  case revote(RequestVote)
  /// `GET vote/recommend`.
  case recommend(RequestRecommend)
  /// `GET vote/search_character`.
  case searchCharacter(RequestSearch)
  /// `GET vote/search_content`.
  case searchContent(RequestSearch)
  /// `GET vote/another_character`.
  case anotherCharacter(RequestCharacter)
  /// `GET vote/view_save_search`.
  case savedSearches(RequestUser)
  /// `POST vote/save_search`.
  case saveSearch(RequestSearchKeyword)
  /// `DELETE vote/delete_search`.
  case deleteSearch(RequestSearchKeyword)
  /// `DELETE vote/delete_all_search`.
  case deleteAllSearches(RequestUser)
  /// `GET vote/view_recent_seen_chr`.
  case seenCharacters(RequestUser)
  /// `POST vote/save_chr_list`.
  case saveSeenCharacter(RequestSeenCharacter)
  /// `DELETE vote/delete_seen_chr`.
  case deleteSeenCharacter(RequestSeenCharacter)
  /// `DELETE vote/delete_all_seen_chr`.
  case deleteAllSeenCharacters(RequestUser)

  // My Momentum.
  /// `GET my_momentum`.
  case profile(RequestUser)
  /// `POST my_momentum/mod_profile` (multipart).
  case modifyProfile(RequestModifyProfile)
  /// `GET my_momentum/like_anime_content`.
  case likedAnime(RequestUser)
  /// `GET my_momentum/like_movie_content`.
  case likedMovies(RequestUser)
  /// `GET my_momentum/review`.
  case myReviews(RequestUser)
  /// `GET my_momentum/comment`.
  case myComments(RequestUser)
  /// `GET my_momentum/voted_character`.
  case votedCharacters(RequestUser)

  // Pictures.
  /// `GET images/{file}`: a poster or portrait.
  case image(file: String)
  /// `GET profile_images/{file}`: an uploaded profile picture.
  case profileImage(file: String)
}
