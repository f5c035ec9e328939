import CairnPresentation
import DimoDomain

/// One row of a profile section: a liked work, a voted character, a review or a comment.
public enum MomentumItem: Hashable, Sendable, Identifiable {
  /// A work 찜'd: opens its detail.
  case work(LikedWork)
  /// A character voted on: opens its detail, or votes again.
  case character(VotedCharacter)
  /// A review: opens it.
  case review(PostedReview)
  /// A comment: opens its review.
  case comment(PostedComment)

  /// The row's id, unique across the kinds.
  public var id: String {
    switch self {
    case .work(let work): "work/\(work.id)"
    case .character(let voted): "character/\(voted.id)"
    case .review(let review): "review/\(review.id)"
    case .comment(let comment): "comment/\(comment.id)"
    }
  }

  /// The poster or portrait beside the row, if any.
  public var picturePath: String? {
    switch self {
    case .work(let work): work.posterPath
    case .character(let voted): voted.character.imagePath
    case .review(let review): review.character.imagePath
    case .comment(let comment): comment.character.imagePath
    }
  }

  /// The row after a vote cast on its character: only a voted character changes.
  public func applying(_ cast: CastVote) -> MomentumItem {
    guard case .character(let voted) = self else { return self }
    return .character(voted.applying(cast))
  }
}

extension Loadable where Value == [MomentumItem] {
  /// The same rows after `cast`, without loading them again.
  func applying(_ cast: CastVote) -> Loadable<[MomentumItem]> {
    map { items in items.map { $0.applying(cast) } }
  }
}
