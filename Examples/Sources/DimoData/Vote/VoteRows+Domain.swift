import DimoAPI
import DimoDomain

extension RecommendRow {
  /// The candidate of this row.
  var candidate: VoteCandidate {
    VoteCandidate(
      character: CharacterSummary(
        id: characterID, contentID: animeID, name: characterName, imagePath: characterImg,
        mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title),
      hasVoted: isVote != 0)
  }
}

extension SearchRow {
  /// The candidate of this row.
  var candidate: VoteCandidate {
    VoteCandidate(
      character: CharacterSummary(
        id: characterID, contentID: animeID, name: characterName, imagePath: characterImg,
        mbti: characterMBTI.flatMap(MBTI.init), contentTitle: title),
      hasVoted: isVote != 0)
  }
}

extension SeenCharacterRow {
  /// The candidate of this row (the list carries no MBTI); a character id that is not a
  /// number is a damaged answer, never skipped.
  func candidate() throws(DimoFailure) -> VoteCandidate {
    guard let id = Int(characterID) else {
      throw .damagedAnswer("seen_chr_list.character_id \(characterID)")
    }
    return VoteCandidate(
      character: CharacterSummary(
        id: id, contentID: animeID, name: characterName, imagePath: characterImg, mbti: nil,
        contentTitle: title),
      hasVoted: isVoted != 0)
  }
}

extension RespondVoteResult {
  /// The result of this answer.
  var result: VoteResult {
    VoteResult(
      name: contentInfo.characterName, contentTitle: contentInfo.title,
      imagePath: contentInfo.characterImg,
      characterMBTI: contentInfo.characterMBTI.flatMap(MBTI.init),
      axes: mbtiPercent.compactMap { entry in
        entry.mbti.first.map { AxisShare(axis: entry.axis, letter: $0, percent: entry.percent) }
      },
      myVote: myVoteMBTI.flatMap(MBTI.init), sameVotePercent: sameVotePercent)
  }
}
