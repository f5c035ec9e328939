import DimoAPI
import DimoDomain

extension PostedOn {
  /// The character this row is posted on.
  func character(id: Int) -> CharacterSummary {
    CharacterSummary(
      id: id, contentID: animeID, name: characterName, imagePath: characterImg,
      mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title)
  }
}

extension MyReviewRow {
  /// The review row.
  var posted: PostedReview {
    PostedReview(
      id: reviewID, character: on.character(id: characterID), content: reviewContent,
      isSpoiler: reviewSpoiler != 0, likeCount: reviewLike, hits: reviewHits)
  }
}

extension MyCommentRow {
  /// The comment row.
  var posted: PostedComment {
    PostedComment(
      id: commentID, reviewID: reviewID, character: on.character(id: characterID),
      content: commentContent, isSpoiler: commentSpoiler != 0, likeCount: commentLike)
  }
}

extension VotedCharacterRow {
  /// The voted character; letters that spell no MBTI are a damaged answer, never skipped.
  func voted() throws(DimoFailure) -> VotedCharacter {
    let letters = energy + recognization + prediction + reaction
    guard let vote = MBTI(letters) else {
      throw .damagedAnswer("voted_character.vote_id \(voteID): \(letters)")
    }
    return VotedCharacter(
      character: CharacterSummary(
        id: characterID, contentID: contentID, name: characterName, imagePath: characterImg,
        mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title),
      vote: vote)
  }
}
