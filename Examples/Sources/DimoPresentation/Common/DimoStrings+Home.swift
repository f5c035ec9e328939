import DimoDomain

// The Korean texts of the Home tab and of the content, character and review screens, as the
// original wrote them (its faults fixed: a placeholder with the character's own name, "전체 관람가").
extension DimoStrings {
  // MARK: Home

  /// "Today's DIMO".
  public static let todaysDimo = "Today's DIMO"
  /// The category label beside "Today's DIMO", and the choices of the category sheet.
  public static func categoryLabel(_ type: ContentType) -> String {
    switch type {
    case .anime: "애니"
    case .movie: "영화"
    }
  }
  /// The category sheet's title.
  public static let category = "카테고리"
  /// What an empty section shows.
  public static let emptySection = "아직 보여 드릴 작품이 없어요"
  /// What an empty character section shows.
  public static let emptyCharacters = "아직 보여 드릴 캐릭터가 없어요"
  /// The MBTI of the titles while the profile is unknown.
  public static let sameMBTIFallback = "나와 같은 MBTI"

  /// A home section's title, with the user's MBTI.
  public static func sectionTitle(_ kind: HomeSectionKind, mbti: String) -> String {
    switch kind {
    case .today: todaysDimo
    case .sameMBTIContents: "\(mbti)가 주인공인 영화"
    case .sameMBTICharacters: "스포주의! \(mbti) 캐릭터 모아보기"
    case .recommended: "\(mbti)가 관심있는 영화/애니"
    case .hits: "지금 핫한 영화"
    }
  }
  /// A section's "more" button.
  public static let more = "더보기"
  /// The spoiler alert before the character "more" list.
  public static let spoilerAlertTitle = "스포 주의"
  /// Its message.
  public static let spoilerAlertMessage = "아직 투표하지 않은 캐릭터의 \n MBTI가 노출될 수 있습니다."
  /// Its buttons.
  public static let spoilerAlertConfirm = "확인하기"
  /// Its buttons.
  public static let spoilerAlertBack = "뒤로가기"
  /// A character without votes.
  public static let undecidedMBTI = "미정"

  // MARK: Failures

  /// The original's not-found screen.
  public static let pageNotFound = "페이지를 찾을 수 없어요"
  /// No answer in time.
  public static let timeout = "서버가 응답하지 않아요. 잠시 후 다시 시도해주세요"
  /// An answer that could not be read.
  public static let damagedAnswer = "서버의 응답을 읽을 수 없어요. 잠시 후 다시 시도해주세요"

  /// The sentence for a failure: each kind for what it is.
  public static func message(for failure: DimoFailure) -> String {
    switch failure {
    case .offline: serverUnreachable
    case .timeout: timeout
    case .sessionExpired: sessionExpired
    case .serverFailure: temporaryError
    case .notFound(let message): message.isEmpty ? pageNotFound : message
    case .refused(_, let message): message.isEmpty ? temporaryError : message
    case .damagedAnswer: damagedAnswer
    case .cancelled: temporaryError
    }
  }
}

// The content detail.
extension DimoStrings {
  /// The 찜 button.
  public static let like = "찜하기"
  /// The grade button and the grade sheet's title.
  public static let grade = "평가하기"
  /// The sheet's choices.
  public static func gradeLabel(_ grade: ContentGrade) -> String {
    switch grade {
    case .good: "맘에 들어요"
    case .bad: "별로예요"
    }
  }
  /// After grading.
  public static let gradeSaved = "평가를 저장했어요"
  /// The plot's header.
  public static let plot = "줄거리"
  /// The MBTI with the most 찜.
  public static func mostLiked(_ mbti: MBTI) -> String { "\(mbti)가 가장 많이 찜했어요" }
  /// The MBTI that liked it most.
  public static func bestGrade(_ mbti: MBTI) -> String { "\(mbti)가 가장 맘에 든다고 평가했어요" }
  /// The MBTI that liked it least.
  public static func worstGrade(_ mbti: MBTI) -> String { "\(mbti)이 가장 별로라고 평가했어요" }
  /// The details' header.
  public static let details = "상세정보"
  /// Opens the details.
  public static let expand = "펼치기"
  /// Closes the details.
  public static let collapse = "접기"
  /// Detail labels.
  public static let categoryRow = "카테고리"
  /// Detail labels.
  public static let genre = "장르"
  /// Detail labels.
  public static let aired = "방영일"
  /// Detail labels.
  public static let director = "감독"
  /// Detail labels.
  public static let rating = "등급"
  /// The rating's text: "전체 관람가" or "{n}세 이상 관람가".
  public static func ratingText(_ rating: AgeRating) -> String {
    switch rating {
    case .all: "전체 관람가"
    case .age(let age): "\(age)세 이상 관람가"
    case .other(let text): text
    }
  }
  /// The characters' header and their "more" screen's title.
  public static let characters = "등장인물"
}

// The character detail, its feed and its analysis.
extension DimoStrings {
  /// The feed tab.
  public static let feedTab = "피드"
  /// The analysis tab.
  public static let analysisTab = "분석"
  /// A review card's counters (two spaces either side of each bar, as in the original).
  public static func reviewCounters(likes: Int, comments: Int, hits: Int) -> String {
    "좋아요 \(likes)  |  댓글 \(comments)  |  조회 \(hits)"
  }
  /// The banner of a spoiler review.
  public static let spoilerBanner = "스포일러가 포함된 리뷰입니다."
  /// An empty feed.
  public static let emptyFeed = "아직 작성된 리뷰가 없어요 \n첫 번째 리뷰를 작성해 보세요"
  /// The write button.
  public static let writeReview = "리뷰 쓰기"
  /// The analysis's title.
  public static let analysisTitle = "DIMO 유저들의 생각"
  /// The most chosen type.
  public static func mostVoted(_ mbti: MBTI) -> String { "가장 많은 사람들이 \(mbti)라고 답변했어요" }
  /// The caller's type and its share.
  public static func myVoteShare(percent: Int, mbti: MBTI) -> String {
    "나를 비롯한 \(percent)%가 \(mbti)를 골랐어요"
  }
  /// No votes yet.
  public static let noVotes = "아직 MBTI를 나타낼 수 없어요\n첫 번째 투표를 진행해 보세요"
  /// Vote.
  public static let vote = "투표하기"
  /// Vote again.
  public static let revote = "다시 투표하기"
}

// Writing and editing a review.
extension DimoStrings {
  /// The write modal's title.
  public static let writeTitle = "리뷰 작성"
  /// The modify modal's title.
  public static let modifyTitle = "리뷰 수정"
  /// Cancel.
  public static let cancel = "취소"
  /// Register.
  public static let register = "등록"
  /// The spoiler toggle.
  public static let includesSpoiler = "스포일러 포함"
  /// The placeholder, with the character's own name (the original had a sample name in it).
  public static func reviewPlaceholder(_ characterName: String) -> String {
    "\(characterName)에 대한 생각을 자유롭게 남겨 주세요"
  }
  /// The rule under the text.
  public static let reviewRule = "3자 이상 입력해 주세요"
}

// The review detail and its comments.
extension DimoStrings {
  /// The review detail's title.
  public static let reviewDetailTitle = "리뷰"
  /// The spoiler chip.
  public static let spoilerChip = "스포주의"
  /// The like button.
  public static let likeReview = "좋아요"
  /// The comment header.
  public static let writeComment = "댓글달기"
  /// The client-side filter.
  public static let hideSpoilerComments = "스포일러 포함된 댓글 가리기"
  /// The comment input's placeholder.
  public static let commentPlaceholder = "댓글을 남겨 보세요"
  /// The comment's spoiler toggle.
  public static let commentSpoiler = "스포"
  /// No comments yet.
  public static let noComments = "아직 댓글이 없어요"
  /// Every comment is a spoiler the filter hides.
  public static func spoilerCommentsHidden(_ count: Int) -> String {
    "스포일러 댓글 \(count)개를 가렸어요 (f로 보기)"
  }
  /// A comment's likes.
  public static func commentLikes(_ count: Int) -> String { "좋아요 \(count)" }
  /// The "more" sheet's title.
  public static let moreTitle = "더보기"
  /// Own review actions.
  public static let modify = "수정하기"
  /// Own review / comment actions.
  public static let delete = "삭제하기"
  /// Others' review actions.
  public static let hideReview = "리뷰 가리기"
  /// Others' review actions.
  public static let hideAuthor = "작성자의 모든 리뷰 가리기"
  /// Others' review actions.
  public static let reportAuthor = "작성자 신고하기"
  /// The delete alert.
  public static let deleteReviewTitle = "리뷰 삭제"
  /// The delete alerts' message.
  public static let deleteConfirm = "정말 삭제하시겠습니까?"
  /// No.
  public static let no = "아니요"
  /// The alert before 취소 throws a typed review away.
  public static let discardReviewTitle = "작성 중인 리뷰를 버릴까요?"
  /// Its message.
  public static let discardReviewMessage = "지금 나가면 쓴 내용이 사라져요."
  /// Its button that keeps the text.
  public static let keepWriting = "계속 쓰기"
  /// Its button that throws the text away.
  public static let discardReview = "버리기"
  /// Delete.
  public static let deleteButton = "삭제"
  /// The hide alerts' message.
  public static let hideConfirm = "리뷰를 가릴까요?\n가린 글은 다시 볼 수 없습니다."
  /// The hide button.
  public static let hideButton = "가리기"
  /// The comment delete alert.
  public static let deleteCommentTitle = "댓글 삭제"

  // MARK: Report

  /// The report screen's title.
  public static let reportTitle = "신고하기"
  /// Its headline.
  public static let reportHeadline = "신고 사유를 알려주세요."
  /// Its explanation.
  public static let reportExplanation =
    "아래 사유 중 하나를 선택해 주세요. 신고 내용을 검토해 필요 시 제한 조치 하겠습니다. 쾌적한 DIMO가 되기 위해 노력할게요."
  /// The seven reasons; all but 기타 are sent as their label.
  public static func reportReason(_ reason: ReportReason) -> String {
    switch reason {
    case .profanity: "비속어 사용"
    case .spoiler: "스포일러"
    case .obscenity: "음란 폭력"
    case .advertising: "홍보"
    case .politics: "정치·종교적 발언"
    case .falseInformation: "거짓 정보"
    case .other: "기타"
    }
  }
  /// The free text's placeholder.
  public static let reportPlaceholder = "안녕하세요 디모를 사랑하는 사람입니다"
  /// The free text's hint.
  public static let reportLimit = "최대 100자"
  /// The send button.
  public static let report = "신고하기"
  /// After a report.
  public static let reported = "신고했어요. 검토 후 조치할게요"
}
