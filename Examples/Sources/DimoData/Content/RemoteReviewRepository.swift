import CairnNetworking
import DimoAPI
import DimoDomain

/// A character's reviews from the DIMO server.
public struct RemoteReviewRepository: ReviewRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The character and its vote results (`vote/view_result`).
  public func fetchAnalysis(characterID: Int) async throws(DimoFailure) -> CharacterAnalysis {
    let result = try await send(
      DimoEndpoint.requestViewResult(RequestCharacter(characterID: characterID)),
      through: service)
    let info = result.characterInfo
    let top = [result.top3MBTI.first, result.top3MBTI.second, result.top3MBTI.third]
      .compactMap { ranked in MBTI(ranked.mbti).map { MBTIShare(mbti: $0, percent: ranked.percent) }
      }
    return CharacterAnalysis(
      character: CharacterSummary(
        id: info.characterID, contentID: info.animeID, name: info.characterName,
        imagePath: info.characterImg, mbti: info.characterMBTI.flatMap(MBTI.init),
        contentTitle: info.title),
      topThree: top, myVote: result.myVoteMBTI.flatMap(MBTI.init),
      myVotePercent: result.myVoteMBTIPercent)
  }

  /// The feed.
  public func fetchReviews(characterID: Int) async throws(DimoFailure) -> [Review] {
    try await send(
      DimoEndpoint.requestReviews(RequestCharacter(characterID: characterID)), through: service
    ).reviewList.map(\.review)
  }

  /// One review.
  public func fetchReview(id: Int, characterID: Int) async throws(DimoFailure) -> ReviewDetail {
    let detail = try await send(
      DimoEndpoint.requestReviewDetail(
        RequestReviewDetail(characterID: characterID, reviewID: id)),
      through: service)
    guard let row = detail.reviewList.first else { throw .notFound("") }
    return ReviewDetail(
      review: row.review.review, characterName: row.characterName,
      characterMBTI: row.characterMBTI.flatMap(MBTI.init), contentTitle: row.title,
      isLiked: !(detail.isLiked ?? []).isEmpty)
  }

  /// Writes a review.
  public func writeReview(characterID: Int, draft: ReviewDraft) async throws(DimoFailure) -> Int {
    try await send(
      DimoEndpoint.requestWriteReview(
        RequestWriteReview(
          characterID: characterID, reviewContent: try checked(draft),
          reviewSpoiler: draft.isSpoiler ? 1 : 0)),
      through: service
    ).reviewID
  }

  /// Edits a review.
  public func modifyReview(id: Int, characterID: Int, draft: ReviewDraft) async throws(DimoFailure)
  {
    _ = try await send(
      DimoEndpoint.requestModifyReview(
        RequestModifyReview(
          characterID: characterID, reviewContent: try checked(draft),
          reviewSpoiler: draft.isSpoiler ? 1 : 0, reviewID: id)),
      through: service)
  }

  /// Deletes a review.
  public func deleteReview(id: Int, characterID: Int) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestDeleteReview(RequestReview(characterID: characterID, reviewID: id)),
      through: service)
  }

  /// Likes or unlikes a review.
  public func setLiked(_ isLiked: Bool, reviewID: Int, characterID: Int) async throws(DimoFailure)
    -> Int
  {
    let request = RequestReview(characterID: characterID, reviewID: reviewID)
    return try await send(
      isLiked
        ? DimoEndpoint.requestLikeReview(request) : DimoEndpoint.requestDislikeReview(request),
      through: service
    ).likeCnt
  }

  /// Hides a review or its author's reviews.
  public func hide(reviewID: Int, everyReviewOfAuthor: Bool) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestBlindReview(
        RequestBlindReview(reviewID: reviewID, blindType: everyReviewOfAuthor ? 1 : 0)),
      through: service)
  }

  /// Reports a review's author.
  public func report(reviewID: Int, reason: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestReport(RequestReport(reviewID: reviewID, reportReason: reason)),
      through: service)
  }

  private func checked(_ draft: ReviewDraft) throws(DimoFailure) -> String {
    do {
      return try DimoRules.validatedReview(draft.text)
    } catch {
      throw .refused(status: 422, message: DimoMessages.violation(error))
    }
  }
}
