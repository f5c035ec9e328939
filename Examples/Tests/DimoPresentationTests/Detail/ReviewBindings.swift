import CairnPresentation
import DimoDomain
import DimoPresentation
import Testing

/// The review detail's inputs as relays, and its outputs.
@MainActor
final class ReviewDetailBindings {
  let viewDidLoad = PublishRelay<Void>()
  let like = PublishRelay<Void>()
  let more = PublishRelay<Void>()
  let filter = PublishRelay<Bool>()
  let commentText = PublishRelay<String>()
  let commentSpoiler = PublishRelay<Bool>()
  let submit = PublishRelay<Void>()
  let commentLike = PublishRelay<Int>()
  let commentMore = PublishRelay<Int>()
  let commenter = PublishRelay<Int>()
  let author = PublishRelay<Void>()
  let output: ReviewDetailViewModel.Output

  init(_ viewModel: ReviewDetailViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, likeTapped: like.signal, moreTapped: more.signal,
        hidesSpoilerComments: filter.signal, commentText: commentText.signal,
        commentIsSpoiler: commentSpoiler.signal, commentSubmitted: submit.signal,
        commentLikeTapped: commentLike.signal, commentMoreTapped: commentMore.signal,
        commenterSelected: commenter.signal, authorSelected: author.signal))
    viewDidLoad.send()
  }

  /// The review once it satisfies `condition`.
  func review(
    _ description: String,
    where condition: @escaping @MainActor (ReviewDetail) -> Bool = { _ in true }
  ) async -> ReviewDetail? {
    let review = output.review
    return await bounded(description) {
      await review.first { $0.value.map(condition) == true }?.value
    }
  }

  /// The comments shown once they satisfy `condition`.
  func comments(
    _ description: String,
    where condition: @escaping @MainActor (Loadable<[ReviewComment]>) -> Bool
  ) async -> Loadable<[ReviewComment]>? {
    let comments = output.comments
    return await bounded(description) { await comments.first(where: condition) }
  }

  /// Waits until the caller is known (own reviews and comments have their "더보기").
  func knowsTheCaller() async {
    let me = output.myUserID
    _ = await bounded("the caller's id") { await me.first { $0 != nil } }
  }
}

/// The report screen's inputs as relays, and its outputs.
@MainActor
final class ReportBindings {
  let reason = PublishRelay<ReportReason>()
  let text = PublishRelay<String>()
  let submit = PublishRelay<Void>()
  let output: ReportViewModel.Output

  init(_ viewModel: ReportViewModel) {
    output = viewModel.transform(
      .init(reasonSelected: reason.signal, text: text.signal, submitTapped: submit.signal))
  }
}
