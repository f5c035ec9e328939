import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The review part of the review detail: chips, the text, the counters and 좋아요.
enum ReviewDetailLines {
  static func lines(of detail: ReviewDetail, width: Int) -> [ScrollLine] {
    var chips: [String] = []
    if detail.review.isSpoiler { chips.append(DimoStrings.spoilerChip) }
    chips.append(detail.characterName)
    chips.append(detail.characterMBTI?.description ?? DimoStrings.undecidedMBTI)
    chips.append(detail.contentTitle)
    let review = detail.review
    var lines: [ScrollLine] = [
      .plain(chips.map { "[\($0)]" }.joined(separator: " "), .accent),
      .plain("\(review.nickname)  \(review.mbti?.description ?? "")", .title),
    ]
    lines += ScrollLine.wrapped(review.content, width: width)
    lines.append(
      .plain(
        DimoStrings.reviewCounters(
          likes: review.likeCount, comments: review.commentCount, hits: review.hits),
        .secondary))
    lines.append(
      .plain(
        "[\(detail.isLiked ? "♥" : "♡") \(DimoStrings.likeReview)] (l)   \(DimoStrings.moreTitle) (m)",
        detail.isLiked ? .accent : .normal))
    return lines
  }

  /// A comment: nickname, MBTI, spoiler mark, text and likes on one line.
  static func line(of comment: ReviewComment, isMine: Bool) -> String {
    let spoiler = comment.isSpoiler ? "[\(DimoStrings.commentSpoiler)] " : ""
    let heart = comment.isLiked ? "♥" : "♡"
    let more = isMine ? "  ⋯" : ""
    return
      "\(comment.nickname) \(comment.mbti?.description ?? "")  \(spoiler)\(comment.content)  "
      + "\(heart) \(DimoStrings.commentLikes(comment.likeCount))\(more)"
  }
}
