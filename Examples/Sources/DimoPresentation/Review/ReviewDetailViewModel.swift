import CairnPresentation
import DimoDomain

/// A review: chips, body, counters and 좋아요; its comments newest first with their likes, the
/// "스포일러 포함된 댓글 가리기" filter, the comment input with "스포"; the "더보기" sheet —
/// 수정하기 / 삭제하기 for one's own review, 리뷰 가리기 / 작성자의 모든 리뷰 가리기 /
/// 작성자 신고하기 for another's — and deleting one's own comments.
@MainActor
public final class ReviewDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r`.
    public var refresh: Signal<Void>
    /// 좋아요.
    public var likeTapped: Signal<Void>
    /// The "더보기" button.
    public var moreTapped: Signal<Void>
    /// The spoiler filter, on every change.
    public var hidesSpoilerComments: Signal<Bool>
    /// The comment input, on every change.
    public var commentText: Signal<String>
    /// The comment's "스포" toggle, on every change.
    public var commentIsSpoiler: Signal<Bool>
    /// 등록.
    public var commentSubmitted: Signal<Void>
    /// A comment's like was toggled.
    public var commentLikeTapped: Signal<Int>
    /// A comment's "더보기" (own comments).
    public var commentMoreTapped: Signal<Int>
    /// A commenter was opened.
    public var commenterSelected: Signal<Int>
    /// The review's author was opened.
    public var authorSelected: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, refresh: Signal<Void> = .never,
      likeTapped: Signal<Void> = .never, moreTapped: Signal<Void> = .never,
      hidesSpoilerComments: Signal<Bool> = .never, commentText: Signal<String> = .never,
      commentIsSpoiler: Signal<Bool> = .never, commentSubmitted: Signal<Void> = .never,
      commentLikeTapped: Signal<Int> = .never, commentMoreTapped: Signal<Int> = .never,
      commenterSelected: Signal<Int> = .never, authorSelected: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.refresh = refresh
      self.likeTapped = likeTapped
      self.moreTapped = moreTapped
      self.hidesSpoilerComments = hidesSpoilerComments
      self.commentText = commentText
      self.commentIsSpoiler = commentIsSpoiler
      self.commentSubmitted = commentSubmitted
      self.commentLikeTapped = commentLikeTapped
      self.commentMoreTapped = commentMoreTapped
      self.commenterSelected = commenterSelected
      self.authorSelected = authorSelected
    }
  }

  /// What the detail shows.
  public struct Output {
    /// The review.
    public var review: Driver<Loadable<ReviewDetail>>
    /// The comments shown (the filter applied), newest first.
    public var comments: Driver<Loadable<[ReviewComment]>>
    /// True while spoiler comments are hidden.
    public var hidesSpoilerComments: Driver<Bool>
    /// The caller's login id, to tell own comments (with their "더보기") apart.
    public var myUserID: Driver<String?>
    /// True when 등록 can be pressed.
    public var isCommentSendable: Driver<Bool>
    /// A comment was sent: the input clears.
    public var commentSent: Signal<Void>
    /// One-shot messages.
    public var message: Signal<String>
  }

  /// The coordinator.
  public weak var coordinator: (any ReviewDetailCoordinating)?
  /// The review's id.
  public let reviewID: Int
  /// Its character's id.
  public let characterID: Int

  let dependencies: DimoHomeDependencies
  let review = BehaviorRelay<Loadable<ReviewDetail>>(.loading)
  let allComments = BehaviorRelay<Loadable<[ReviewComment]>>(.loading)
  let hidesSpoilers = BehaviorRelay(false)
  let shownComments = BehaviorRelay<Loadable<[ReviewComment]>>(.loading)
  let isCommentSendable = BehaviorRelay(false)
  let myUserID = BehaviorRelay<String?>(nil)
  let commentDraft = BehaviorRelay(("", false))
  let commentSent = PublishRelay<Void>()
  let message = PublishRelay<String>()
  let bag = TaskBag()
  var isSending = false

  /// Creates the detail of one review.
  public init(reviewID: Int, characterID: Int, dependencies: DimoHomeDependencies) {
    self.reviewID = reviewID
    self.characterID = characterID
    self.dependencies = dependencies
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.refresh).observe { [weak self] in self?.reload() }
      .store(in: bag)
    input.likeTapped.observe { [weak self] in self?.toggleLike() }.store(in: bag)
    input.moreTapped.observe { [weak self] in self?.showMore() }.store(in: bag)
    input.hidesSpoilerComments.observe { [weak self] in
      self?.hidesSpoilers.acceptIfChanged($0)
      self?.publishComments()
    }.store(in: bag)
    allComments.driver.changes.observe { [weak self] _ in self?.publishComments() }.store(in: bag)
    input.commentText.observe { [weak self] in
      self?.commentDraft.value.0 = $0
      self?.isCommentSendable.acceptIfChanged((try? DimoRules.validatedComment($0)) != nil)
    }.store(in: bag)
    input.commentIsSpoiler.observe { [weak self] in self?.commentDraft.value.1 = $0 }
      .store(in: bag)
    input.commentSubmitted.observe { [weak self] in self?.sendComment() }.store(in: bag)
    input.commentLikeTapped.observe { [weak self] in self?.toggleCommentLike($0) }.store(in: bag)
    input.commentMoreTapped.observe { [weak self] in self?.deleteComment($0) }.store(in: bag)
    input.commenterSelected.observe { [weak self] id in
      guard let self,
        let comment = allComments.value.value?.first(where: { $0.id == id }),
        comment.authorID != myUserID.value
      else { return }
      coordinator?.showProfile(userID: comment.authorID, nickname: comment.nickname)
    }.store(in: bag)
    input.authorSelected.observe { [weak self] in
      guard let self, let review = review.value.value?.review, review.authorID != myUserID.value
      else { return }
      coordinator?.showProfile(userID: review.authorID, nickname: review.nickname)
    }.store(in: bag)
    return Output(
      review: review.driver, comments: shownComments.driver,
      hidesSpoilerComments: hidesSpoilers.driver, myUserID: myUserID.driver,
      isCommentSendable: isCommentSendable.driver,
      commentSent: commentSent.signal, message: message.signal)
  }

  /// The comments to show: all of them, or those without spoilers while the filter is on.
  func publishComments() {
    let all = allComments.value
    guard hidesSpoilers.value, let comments = all.value else {
      shownComments.acceptIfChanged(all)
      return
    }
    // Comments all hidden by the filter are not "no comments": say that they are hidden.
    let shown = comments.filter { !$0.isSpoiler }
    shownComments.acceptIfChanged(
      .items(
        shown,
        emptyMessage: comments.isEmpty
          ? DimoStrings.noComments : DimoStrings.spoilerCommentsHidden(comments.count)))
  }

  static func failure(_ error: DimoFailure) -> LoadFailure {
    LoadFailure(message: DimoStrings.message(for: error), isRetryable: error.isRetryable)
  }
}
