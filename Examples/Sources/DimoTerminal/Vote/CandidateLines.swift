import CairnTerminal
import DimoDomain
import DimoPresentation

/// The lines of a listed character beside its portrait: its name, its MBTI (or 미정) with
/// "투표 완료" once the caller voted, and its work (or 미제공).
enum CandidateLines {
  static func lines(of candidate: VoteCandidate) -> [(text: String, style: Style)] {
    let mbti = candidate.character.mbti?.description ?? DimoStrings.undecidedMBTI
    let voted = candidate.hasVoted ? "  ✓ \(DimoStrings.voted)" : ""
    return [
      (candidate.character.name, .title), (mbti + voted, .accent),
      (candidate.character.contentTitle ?? DimoStrings.noTitle, .secondary),
    ]
  }

  /// The candidate as a picture row.
  static func row(
    _ candidate: VoteCandidate, pictures: [String: ShownPicture], isSelected: Bool
  ) -> PictureRow {
    PictureRow(
      path: candidate.character.imagePath, lines: lines(of: candidate),
      picture: pictures[candidate.character.imagePath], isSelected: isSelected)
  }
}

extension VoteCandidate {
  /// The list row's id.
  var rowID: String { "character/\(id)" }
}
