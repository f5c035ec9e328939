import CairnTerminal
import DimoDomain
import DimoPresentation

/// The lines of a profile row beside its poster or portrait; a vote reads as the caller's own
/// only on the caller's own profile.
enum MomentumItemLines {
  static func lines(of item: MomentumItem, isOwn: Bool) -> [(text: String, style: Style)] {
    switch item {
    case .work(let work):
      return [
        (work.title ?? DimoStrings.likedMovie(work.contentID), .title),
        (DimoStrings.categoryLabel(work.type), .secondary),
      ]
    case .character(let voted):
      let mbti = voted.character.mbti?.description ?? DimoStrings.undecidedMBTI
      let vote = isOwn ? DimoStrings.myDig(voted.vote) : DimoStrings.theirDig(voted.vote)
      return [
        (voted.character.name, .title), ("\(mbti)  · \(vote)", .accent),
        (voted.character.contentTitle ?? DimoStrings.noTitle, .secondary),
      ]
    case .review(let review):
      return posted(
        review.content, isSpoiler: review.isSpoiler, likes: review.likeCount,
        character: review.character)
    case .comment(let comment):
      return posted(
        comment.content, isSpoiler: comment.isSpoiler, likes: comment.likeCount,
        character: comment.character)
    }
  }

  private static func posted(
    _ content: String, isSpoiler: Bool, likes: Int, character: CharacterSummary
  ) -> [(text: String, style: Style)] {
    let text = content.replacingOccurrences(of: "\n", with: " ")
    return [
      ((isSpoiler ? "[\(DimoStrings.spoilerMark)] " : "") + text, .normal),
      ("\(character.name) · \(character.contentTitle ?? DimoStrings.noTitle)", .secondary),
      (DimoStrings.likes(likes), .accent),
    ]
  }

  /// The item as a picture row.
  static func row(
    _ item: MomentumItem, isOwn: Bool, pictures: [String: ShownPicture], isSelected: Bool
  ) -> PictureRow {
    PictureRow(
      path: item.picturePath ?? "", lines: lines(of: item, isOwn: isOwn),
      picture: item.picturePath.flatMap { pictures[$0] }, isSelected: isSelected)
  }
}
