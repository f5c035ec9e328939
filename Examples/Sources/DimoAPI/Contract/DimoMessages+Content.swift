extension DimoMessages {
  // MARK: Home and detail

  /// The home sections.
  public static let home = "홈 화면 조회에 성공했습니다."
  /// A "more" list.
  public static let homeMore = "더보기 조회에 성공했습니다."
  /// An anime's detail.
  public static func animeDetail(_ id: Int) -> String { "\(id)번 애니메이션 조회에 성공했습니다." }
  /// A movie's detail.
  public static func movieDetail(_ id: Int) -> String { "\(id)번 영화 조회에 성공했습니다." }
  /// No work (anime or movie) of that kind with that id.
  public static let noAnime = "존재하지 않는 작품입니다."
  /// After 찜.
  public static let liked = "좋아요를 눌렀습니다."
  /// After taking 찜 back.
  public static let unliked = "좋아요를 취소했습니다."
  /// The content has the caller's 찜.
  public static let contentLiked = "좋아요를 누른 콘텐츠입니다."
  /// The content does not have the caller's 찜.
  public static let contentNotLiked = "좋아요를 누르지 않은 콘텐츠입니다."
  /// The MBTI with the most 찜.
  public static let mostLiked = "가장 찜을 많이 누른 mbti를 조회했습니다."
  /// A new grade.
  public static let gradeSaved = "평가를 저장했습니다."
  /// A changed grade.
  public static let gradeChanged = "평가를 수정했습니다."
  /// Whether the caller graded.
  public static let gradeLookedUp = "평가가 되었는지 조회했습니다."
  /// Grade statistics with both, one or none of the best and worst MBTI.
  public static let gradeStatsBoth = "평가 통계를 조회했습니다."
  /// See ``gradeStatsBoth``.
  public static let gradeStatsOne = "평가 통계 중 일부만 존재합니다."
  /// See ``gradeStatsBoth``.
  public static let gradeStatsNone = "평가 통계가 없습니다."
  /// What a missing best or worst MBTI is shown as.
  public static let notExisting = "존재하지 않음"

  // MARK: Reviews and comments

  /// A character's reviews.
  public static let reviews = "전체 리뷰를 조회했습니다."
  /// One review.
  public static let reviewDetail = "상세 리뷰를 조회했습니다."
  /// After writing a review.
  public static let reviewWritten = "리뷰를 작성했습니다."
  /// After editing a review.
  public static let reviewModified = "리뷰를 수정했습니다."
  /// After deleting a review.
  public static let reviewDeleted = "리뷰를 삭제했습니다."
  /// No such review (or one the caller hid).
  public static let noReview = "존재하지 않는 리뷰입니다."
  /// No such character.
  public static let noCharacter = "존재하지 않는 캐릭터입니다."
  /// Someone else's review or comment.
  public static let notYourPost = "본인이 작성한 글만 수정하거나 삭제할 수 있습니다."
  /// A review liked again.
  public static let reviewAlreadyLiked = "이미 좋아요를 누른 리뷰입니다."
  /// A review like taken back that was not there.
  public static let reviewNotLiked = "좋아요를 누르지 않은 리뷰입니다."
  /// A review's comments.
  public static let comments = "댓글을 조회했습니다."
  /// After writing a comment.
  public static let commentWritten = "댓글을 작성했습니다."
  /// After editing a comment.
  public static let commentModified = "댓글을 수정했습니다."
  /// After deleting a comment.
  public static let commentDeleted = "댓글을 삭제했습니다."
  /// No such comment.
  public static let noComment = "존재하지 않는 댓글입니다."
  /// A comment liked again.
  public static let commentAlreadyLiked = "이미 좋아요를 누른 댓글입니다."
  /// A comment like taken back that was not there.
  public static let commentNotLiked = "좋아요를 누르지 않은 댓글입니다."
  /// After hiding one review.
  public static let reviewHidden = "해당 리뷰를 가렸습니다."
  /// After hiding every review of an author.
  public static let authorHidden = "작성자의 모든 리뷰를 가렸습니다."
  /// Hiding one's own review.
  public static let cannotHideOwn = "본인의 리뷰는 가릴 수 없습니다."
  /// After a report.
  public static let reported = "신고했습니다."
  /// A review reported again by the same user.
  public static let alreadyReported = "이미 신고한 리뷰입니다."
  /// Reporting one's own review.
  public static let cannotReportOwn = "본인의 리뷰는 신고할 수 없습니다."
}
