import CairnNetworking
import DimoAPI
import DimoData
import DimoDomain

extension DimoDataFactory {
  /// Votes `mbti` for `character` as the logged-in user, through the session (the app's own
  /// vote flow comes in part 2).
  public func vote(_ mbti: MBTI, for character: CharacterSummary) async throws {
    let letters = mbti.description.map(String.init)
    _ = try await session.service.request(
      DimoEndpoint.requestVote(
        RequestVote(
          contentID: character.contentID, characterID: character.id, ei: letters[0],
          sn: letters[1], tf: letters[2], jp: letters[3])))
  }
}
