import DimoAPI
import DimoDomain

extension AnimeRow {
  /// The card of this work.
  var summary: ContentSummary {
    ContentSummary(id: animeID, title: title, genre: genre, posterPath: posterImg)
  }
}

extension DimoAPI.CharacterCard {
  /// The character of this card.
  var summary: CharacterSummary {
    CharacterSummary(
      id: characterID, contentID: animeID, name: characterName, imagePath: characterImg,
      mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title)
  }
}

extension DetailCharacter {
  /// The character, in the work `contentID`.
  func summary(contentID: Int, title: String) -> CharacterSummary {
    CharacterSummary(
      id: characterID, contentID: contentID, name: characterName, imagePath: characterImg,
      mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title)
  }
}

extension ReviewRow {
  /// The review.
  var review: Review {
    Review(
      id: reviewID, characterID: characterID, authorID: userID, nickname: nickname,
      mbti: mbti.flatMap(MBTI.init), content: reviewContent, isSpoiler: reviewSpoiler != 0,
      likeCount: reviewLike, commentCount: commentCount, hits: reviewHits)
  }
}

extension CommentRow {
  /// The comment.
  var comment: ReviewComment {
    ReviewComment(
      id: commentID, reviewID: reviewID, authorID: userID, nickname: nickname,
      mbti: mbti.flatMap(MBTI.init), content: commentContent, isSpoiler: commentSpoiler != 0,
      likeCount: commentLike, isLiked: isLiked != nil)
  }
}

extension HomeSectionKind {
  /// The section on the wire.
  var category: HomeCategory {
    switch self {
    case .today: .represent
    case .sameMBTIContents: .sameMBTIAnime
    case .sameMBTICharacters: .sameMBTICharacter
    case .recommended: .recommend
    case .hits: .hits
    }
  }
}
