import CairnNetworking
import DimoAPI
import DimoDomain

/// Votes and the Vote tab's lists from the DIMO server.
public struct RemoteVoteRepository: VoteRepository {
  private let service: DataTransferService
  private let reviews: RemoteReviewRepository

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
    reviews = RemoteReviewRepository(service: service)
  }

  /// `vote/recommend` with `rand` or `popular`.
  public func fetchRecommendations(_ order: RecommendOrder) async throws(DimoFailure)
    -> [VoteCandidate]
  {
    let category = order == .random ? "rand" : "popular"
    return try await send(
      DimoEndpoint.requestRecommend(RequestRecommend(category: category)), through: service
    ).characterInfo.map(\.candidate)
  }

  /// `vote/search_content` or `vote/search_character`.
  public func search(_ text: String, in scope: SearchScope) async throws(DimoFailure)
    -> [VoteCandidate]
  {
    let request = RequestSearch(searchContent: try checkedSearch(text))
    let endpoint =
      scope == .title
      ? DimoEndpoint.requestSearchContent(request) : DimoEndpoint.requestSearchCharacter(request)
    return try await send(endpoint, through: service).result.map(\.candidate)
  }

  /// `vote/another_character`.
  public func fetchCast(characterID: Int) async throws(DimoFailure) -> [VoteCandidate] {
    try await send(
      DimoEndpoint.requestAnotherCharacter(RequestCharacter(characterID: characterID)),
      through: service
    ).result.map(\.candidate)
  }

  /// `GET vote`.
  public func fetchResult(characterID: Int) async throws(DimoFailure) -> VoteResult {
    try await send(
      DimoEndpoint.requestVoteResult(RequestCharacter(characterID: characterID)),
      through: service
    ).result
  }

  /// `vote/view_revote`; its 404 means no vote yet.
  public func fetchMyVote(characterID: Int) async throws(DimoFailure) -> MBTI? {
    let axes: VoteAxes
    do throws(DimoFailure) {
      axes = try await send(
        DimoEndpoint.requestViewRevote(RequestCharacter(characterID: characterID)),
        through: service
      ).myVoteResult
    } catch .notFound(_) {
      return nil
    }
    let text = axes.energy + axes.recognization + axes.prediction + axes.reaction
    guard let mbti = MBTI(text) else { throw .damagedAnswer("my_vote_result \(text)") }
    return mbti
  }

  /// `POST vote` or `vote/revote`, then the character's 분석 after it (`vote/view_result`);
  /// the vote stands even when that second answer cannot be read.
  public func vote(_ mbti: MBTI, characterID: Int, contentID: Int, isRevote: Bool)
    async throws(DimoFailure) -> CastVote
  {
    let letters = MBTIAxis.allCases.map { String(mbti.letter(on: $0)) }
    let request = RequestVote(
      contentID: contentID, characterID: characterID, ei: letters[0], sn: letters[1],
      tf: letters[2], jp: letters[3])
    let answer = try await send(
      isRevote ? DimoEndpoint.requestRevote(request) : DimoEndpoint.requestVote(request),
      through: service)
    guard let characterMBTI = MBTI(answer.characterMBTI) else {
      throw .damagedAnswer("character_mbti \(answer.characterMBTI)")
    }
    var analysis: CharacterAnalysis?
    do throws(DimoFailure) {
      analysis = try await reviews.fetchAnalysis(characterID: characterID)
    } catch {
      if error == .cancelled { throw error }
    }
    return CastVote(
      characterID: characterID, characterMBTI: characterMBTI, myVote: mbti, analysis: analysis)
  }

  private func checkedSearch(_ text: String) throws(DimoFailure) -> String {
    do {
      return try DimoRules.validatedSearch(text)
    } catch {
      throw .refused(status: 422, message: DimoMessages.violation(error))
    }
  }
}
