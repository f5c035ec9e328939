import CairnNetworking

extension DimoEndpoint {
  /// The home sections.
  public static func requestHome(_ request: RequestUser = RequestUser()) -> APIRequest<RespondHome>
  {
    DimoEndpoint.home(request).expecting(RespondHome.self)
  }

  /// A home list without its limit.
  public static func requestHomeMore(_ request: RequestHomeMore) -> APIRequest<RespondHomeMore> {
    DimoEndpoint.homeMore(request).expecting(RespondHomeMore.self)
  }

  /// The movie home's sections: the same five, of movies.
  public static func requestMovieHome(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondHome>
  {
    DimoEndpoint.movieHome(request).expecting(RespondHome.self)
  }

  /// A movie home list without its limit.
  public static func requestMovieHomeMore(_ request: RequestHomeMore)
    -> APIRequest<RespondHomeMore>
  {
    DimoEndpoint.movieHomeMore(request).expecting(RespondHomeMore.self)
  }

  /// An anime's detail (one more hit).
  public static func requestAnimeDetail(contentID: Int) -> APIRequest<RespondAnimeDetail> {
    DimoEndpoint.animeDetail(contentID: contentID).expecting(RespondAnimeDetail.self)
  }

  /// A movie's detail (one more hit), in the shape of an anime's.
  public static func requestMovieDetail(contentID: Int) -> APIRequest<RespondAnimeDetail> {
    DimoEndpoint.movieDetail(contentID: contentID).expecting(RespondAnimeDetail.self)
  }

  /// 찜s a work.
  public static func requestLikeContent(_ request: RequestContent) -> APIRequest<RespondIsLiked> {
    DimoEndpoint.likeContent(request).expecting(RespondIsLiked.self)
  }

  /// Takes a 찜 back.
  public static func requestDislikeContent(_ request: RequestContent)
    -> APIRequest<RespondIsLiked>
  {
    DimoEndpoint.dislikeContent(request).expecting(RespondIsLiked.self)
  }

  /// Whether the caller 찜'd a work.
  public static func requestIsLiked(_ request: RequestContent) -> APIRequest<RespondIsLiked> {
    DimoEndpoint.isLiked(request).expecting(RespondIsLiked.self)
  }

  /// The MBTI with the most 찜 on a work.
  public static func requestMostLiked(_ request: RequestContent) -> APIRequest<RespondMostLiked> {
    DimoEndpoint.mostLiked(request).expecting(RespondMostLiked.self)
  }

  /// Grades a work.
  public static func requestGrade(_ request: RequestGrade) -> APIRequest<RespondMessage> {
    DimoEndpoint.grade(request).expecting(RespondMessage.self)
  }

  /// The caller's grade of a work.
  public static func requestIsGraded(_ request: RequestContent) -> APIRequest<RespondIsGraded> {
    DimoEndpoint.isGraded(request).expecting(RespondIsGraded.self)
  }

  /// The best and worst grading MBTI of a work.
  public static func requestGradeStats(_ request: RequestGradeStats)
    -> APIRequest<RespondGradeStats>
  {
    DimoEndpoint.mbtiResult(request).expecting(RespondGradeStats.self)
  }

  /// A character's reviews.
  public static func requestReviews(_ request: RequestCharacter) -> APIRequest<RespondReviewList> {
    DimoEndpoint.reviews(request).expecting(RespondReviewList.self)
  }

  /// One review (one more hit).
  public static func requestReviewDetail(_ request: RequestReviewDetail)
    -> APIRequest<RespondReviewDetail>
  {
    DimoEndpoint.reviewDetail(request).expecting(RespondReviewDetail.self)
  }

  /// Writes a review.
  public static func requestWriteReview(_ request: RequestWriteReview)
    -> APIRequest<RespondWriteReview>
  {
    DimoEndpoint.writeReview(request).expecting(RespondWriteReview.self)
  }

  /// Edits the caller's review.
  public static func requestModifyReview(_ request: RequestModifyReview)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.modifyReview(request).expecting(RespondMessage.self)
  }

  /// Deletes the caller's review.
  public static func requestDeleteReview(_ request: RequestReview) -> APIRequest<RespondMessage> {
    DimoEndpoint.deleteReview(request).expecting(RespondMessage.self)
  }

  /// Likes a review.
  public static func requestLikeReview(_ request: RequestReview) -> APIRequest<RespondLikeCount> {
    DimoEndpoint.likeReview(request).expecting(RespondLikeCount.self)
  }

  /// Takes a review like back.
  public static func requestDislikeReview(_ request: RequestReview)
    -> APIRequest<RespondLikeCount>
  {
    DimoEndpoint.dislikeReview(request).expecting(RespondLikeCount.self)
  }

  /// A review's comments.
  public static func requestComments(_ request: RequestComments)
    -> APIRequest<RespondCommentList>
  {
    DimoEndpoint.comments(request).expecting(RespondCommentList.self)
  }

  /// Writes a comment.
  public static func requestWriteComment(_ request: RequestWriteComment)
    -> APIRequest<RespondWriteComment>
  {
    DimoEndpoint.writeComment(request).expecting(RespondWriteComment.self)
  }

  /// Deletes the caller's comment.
  public static func requestDeleteComment(_ request: RequestDeleteComment)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.deleteComment(request).expecting(RespondMessage.self)
  }

  /// Likes a comment.
  public static func requestLikeComment(_ request: RequestCommentLike)
    -> APIRequest<RespondLikeCount>
  {
    DimoEndpoint.likeComment(request).expecting(RespondLikeCount.self)
  }

  /// Takes a comment like back.
  public static func requestDislikeComment(_ request: RequestCommentLike)
    -> APIRequest<RespondLikeCount>
  {
    DimoEndpoint.dislikeComment(request).expecting(RespondLikeCount.self)
  }

  /// Hides a review, or every review of its author, from the caller.
  public static func requestBlindReview(_ request: RequestBlindReview)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.blindReview(request).expecting(RespondMessage.self)
  }

  /// Reports a review's author.
  public static func requestReport(_ request: RequestReport) -> APIRequest<RespondMessage> {
    DimoEndpoint.reportUser(request).expecting(RespondMessage.self)
  }
}
