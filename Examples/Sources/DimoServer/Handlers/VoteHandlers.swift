import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Votes on characters and their results.
struct VoteHandlers: Sendable {
  let env: DimoEnvironment

  /// `POST vote`: 409 when the caller voted on the character before.
  func vote(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try await cast(request, caller, isRevote: false)
  }

  /// `POST vote/revote`: 404 when the caller has no vote to change.
  func revote(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try await cast(request, caller, isRevote: true)
  }

  private func cast(_ request: Request, _ caller: Caller, isRevote: Bool) async throws
    -> any DimoResponse
  {
    let body = try await JSONRequestBody.decode(RequestVote.self, from: request)
    try caller.requireSelf(body.userID)
    guard let vote = MBTI(body.ei + body.sn + body.tf + body.jp) else {
      throw DimoRefusal.violation(.voteLetter)
    }
    let paths = env.paths
    let userMBTI = caller.user.mbti
    let (character, tally) = try await env.write { db in
      guard
        let character = try await VoteQueries.character(
          db, paths: paths, characterID: body.characterID),
        character.animeID == body.contentID
      else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
      if isRevote {
        guard
          try await VoteQueries.replace(
            db, userNo: caller.userNo, userMBTI: userMBTI, characterID: character.characterID,
            vote: vote)
        else { throw DimoRefusal.notFound(DimoMessages.notVotedYet) }
      } else {
        guard
          try await VoteQueries.insert(
            db, userNo: caller.userNo, userMBTI: userMBTI, character: character, vote: vote)
        else { throw DimoRefusal.conflict(DimoMessages.alreadyVoted) }
      }
      return (
        character, try await VoteQueries.recomputeMBTI(db, characterID: character.characterID)
      )
    }
    return RespondVote(
      code: 200, message: isRevote ? DimoMessages.revoted : DimoMessages.voted,
      contentID: character.animeID, contentTitle: character.title,
      characterID: character.characterID, characterMBTI: tally.mbti?.description ?? "",
      mbtiPercent: AxisPercents(
        ei: tally.percent(on: .energy), sn: tally.percent(on: .recognition),
        tf: tally.percent(on: .prediction), jp: tally.percent(on: .reaction)))
  }

  /// `GET vote`: 200 with the caller's vote, 201 without.
  func result(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let (character, tally, mine) = try await lookUp(request, caller)
    let percents = MBTIAxis.allCases.compactMap { axis in
      tally.majority(on: axis).map {
        AxisPercent(axis: axis, mbti: String($0), percent: tally.percent(on: axis))
      }
    }
    let info = VoteContentInfo(
      title: character.title, characterImg: character.characterImg,
      characterName: character.characterName, characterMBTI: character.characterMBTI)
    guard let mine else {
      return RespondVoteResult(
        code: 201, message: DimoMessages.resultsOfOthers, contentInfo: info,
        characterID: character.characterID, mbtiPercent: percents, sameVotePercent: nil,
        myVoteMBTI: nil, mostVoteMBTI: tally.top(1).first?.mbti.description)
    }
    return RespondVoteResult(
      code: 200, message: DimoMessages.resultsWithMine, contentInfo: info,
      characterID: character.characterID, mbtiPercent: percents,
      sameVotePercent: tally.percent(of: mine.mbti), myVoteMBTI: mine.mbti.description,
      mostVoteMBTI: nil)
  }

  /// `GET vote/view_result`: the top three and the caller's share; 201 when not voted.
  func viewResult(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let (character, tally, mine) = try await lookUp(request, caller)
    let top = tally.top(3).map { RankedMBTI(mbti: $0.mbti.description, percent: $0.percent) }
    let empty = RankedMBTI(mbti: DimoMessages.noResult, percent: 0)
    func place(_ index: Int) -> RankedMBTI { index < top.count ? top[index] : empty }
    return RespondViewResult(
      code: mine == nil ? 201 : 200,
      message: mine == nil ? DimoMessages.notVotedYet : DimoMessages.sameVoteShare,
      characterInfo: ResultCharacterInfo(
        animeID: character.animeID, title: character.title, characterID: character.characterID,
        characterName: character.characterName, characterImg: character.characterImg,
        characterMBTI: character.characterMBTI),
      myVoteMBTI: mine?.mbti.description,
      myVoteMBTIPercent: mine.map { tally.percent(of: $0.mbti) } ?? 0,
      top3MBTI: TopThreeMBTI(first: place(0), second: place(1), third: place(2)))
  }

  /// `GET vote/view_revote`: the caller's letters; 404 when not voted.
  func viewRevote(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let (_, _, mine) = try await lookUp(request, caller)
    guard let mine else { throw DimoRefusal.notFound(DimoMessages.notVotedYet) }
    return RespondRevoteInfo(code: 200, message: DimoMessages.myVoteAxes, myVoteResult: mine.axes)
  }

  private func lookUp(_ request: Request, _ caller: Caller) async throws -> (
    CharacterRecord, VoteTally, StoredVote?
  ) {
    let query = try QueryRequest.decode(RequestCharacter.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let found = try await env.read { db -> (CharacterRecord, VoteTally, StoredVote?)? in
      guard
        let character = try await VoteQueries.character(
          db, paths: paths, characterID: query.characterID)
      else { return nil }
      return (
        character, try await VoteQueries.tally(db, characterID: query.characterID),
        try await VoteQueries.vote(db, userNo: caller.userNo, characterID: query.characterID)
      )
    }
    guard let found else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
    return found
  }
}
