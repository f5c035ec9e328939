import CairnNetworking
import Foundation

extension DimoEndpoint {
  /// Votes on a character.
  public static func requestVote(_ request: RequestVote) -> APIRequest<RespondVote> {
    DimoEndpoint.vote(request).expecting(RespondVote.self)
  }

  /// Changes the caller's vote.
  public static func requestRevote(_ request: RequestVote) -> APIRequest<RespondVote> {
    DimoEndpoint.revote(request).expecting(RespondVote.self)
  }

  /// A character's results with the caller's vote.
  public static func requestVoteResult(_ request: RequestCharacter)
    -> APIRequest<RespondVoteResult>
  {
    DimoEndpoint.voteResult(request).expecting(RespondVoteResult.self)
  }

  /// A character's top three and the caller's share.
  public static func requestViewResult(_ request: RequestCharacter)
    -> APIRequest<RespondViewResult>
  {
    DimoEndpoint.viewResult(request).expecting(RespondViewResult.self)
  }

  /// The caller's vote, for a revote.
  public static func requestViewRevote(_ request: RequestCharacter)
    -> APIRequest<RespondRevoteInfo>
  {
    DimoEndpoint.viewRevote(request).expecting(RespondRevoteInfo.self)
  }

  /// Recommended characters.
  public static func requestRecommend(_ request: RequestRecommend)
    -> APIRequest<RespondRecommend>
  {
    DimoEndpoint.recommend(request).expecting(RespondRecommend.self)
  }

  /// Characters by name.
  public static func requestSearchCharacter(_ request: RequestSearch)
    -> APIRequest<RespondSearch>
  {
    DimoEndpoint.searchCharacter(request).expecting(RespondSearch.self)
  }

  /// Characters of works by title.
  public static func requestSearchContent(_ request: RequestSearch) -> APIRequest<RespondSearch> {
    DimoEndpoint.searchContent(request).expecting(RespondSearch.self)
  }

  /// The characters of a character's work.
  public static func requestAnotherCharacter(_ request: RequestCharacter)
    -> APIRequest<RespondSearch>
  {
    DimoEndpoint.anotherCharacter(request).expecting(RespondSearch.self)
  }

  /// The caller's recent searches.
  public static func requestSavedSearches(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondSavedSearches>
  {
    DimoEndpoint.savedSearches(request).expecting(RespondSavedSearches.self)
  }

  /// Saves a search keyword.
  public static func requestSaveSearch(_ request: RequestSearchKeyword)
    -> APIRequest<RespondSavedSearches>
  {
    DimoEndpoint.saveSearch(request).expecting(RespondSavedSearches.self)
  }

  /// Deletes a saved keyword.
  public static func requestDeleteSearch(_ request: RequestSearchKeyword)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.deleteSearch(request).expecting(RespondMessage.self)
  }

  /// Deletes every saved keyword.
  public static func requestDeleteAllSearches(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.deleteAllSearches(request).expecting(RespondMessage.self)
  }

  /// The caller's recently seen characters.
  public static func requestSeenCharacters(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondSeenCharacters>
  {
    DimoEndpoint.seenCharacters(request).expecting(RespondSeenCharacters.self)
  }

  /// Saves a recently seen character.
  public static func requestSaveSeenCharacter(_ request: RequestSeenCharacter)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.saveSeenCharacter(request).expecting(RespondMessage.self)
  }

  /// Deletes a recently seen character.
  public static func requestDeleteSeenCharacter(_ request: RequestSeenCharacter)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.deleteSeenCharacter(request).expecting(RespondMessage.self)
  }

  /// Deletes every recently seen character.
  public static func requestDeleteAllSeenCharacters(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.deleteAllSeenCharacters(request).expecting(RespondMessage.self)
  }

  /// A profile.
  public static func requestProfile(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondProfile>
  {
    DimoEndpoint.profile(request).expecting(RespondProfile.self)
  }

  /// Edits the caller's profile.
  public static func requestModifyProfile(_ request: RequestModifyProfile)
    -> APIRequest<RespondModifyProfile>
  {
    DimoEndpoint.modifyProfile(request).expecting(RespondModifyProfile.self)
  }

  /// The anime someone 찜'd.
  public static func requestLikedAnime(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondLikedAnime>
  {
    DimoEndpoint.likedAnime(request).expecting(RespondLikedAnime.self)
  }

  /// The movies someone 찜'd.
  public static func requestLikedMovies(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondLikedMovies>
  {
    DimoEndpoint.likedMovies(request).expecting(RespondLikedMovies.self)
  }

  /// The reviews someone wrote.
  public static func requestMyReviews(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMyReviews>
  {
    DimoEndpoint.myReviews(request).expecting(RespondMyReviews.self)
  }

  /// The comments someone wrote.
  public static func requestMyComments(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMyComments>
  {
    DimoEndpoint.myComments(request).expecting(RespondMyComments.self)
  }

  /// The characters someone voted on.
  public static func requestVotedCharacters(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondVotedCharacters>
  {
    DimoEndpoint.votedCharacters(request).expecting(RespondVotedCharacters.self)
  }

  /// A poster or portrait's bytes.
  public static func requestImage(file: String) -> APIRequest<Data> {
    DimoEndpoint.image(file: file).expectingData()
  }
}
