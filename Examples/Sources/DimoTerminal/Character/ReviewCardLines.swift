import CairnTerminal
import DimoDomain
import DimoPresentation

/// A review card: nickname and MBTI; the text, or the spoiler banner in its place; the
/// counters "좋아요 {n}  |  댓글 {n}  |  조회 {n}".
enum ReviewCardLines {
  static let height = 4

  static func lines(of review: Review) -> [(text: String, style: Style)] {
    [
      ("\(review.nickname)  \(review.mbti?.description ?? "")", .title),
      review.isSpoiler
        ? ("⚠ " + DimoStrings.spoilerBanner, .warning)
        : (review.content.replacingOccurrences(of: "\n", with: " "), .normal),
      (
        DimoStrings.reviewCounters(
          likes: review.likeCount, comments: review.commentCount, hits: review.hits),
        .secondary
      ),
    ]
  }
}
