import DimoDomain

extension DimoMessages {
  // MARK: Votes

  /// After a vote.
  public static let voted = "투표를 완료하였습니다."
  /// A second vote on the same character.
  public static let alreadyVoted = "이미 투표한 캐릭터입니다."
  /// After a revote.
  public static let revoted = "재투표를 완료하였습니다."
  /// A revote, or the axes of one, without a vote.
  public static let notVotedYet = "아직 투표하지 않은 캐릭터입니다."
  /// Results for a caller who voted.
  public static let resultsWithMine = "나를 비롯한 투표 결과를 조회했습니다."
  /// Results for a caller who did not vote.
  public static let resultsOfOthers = "사람들의 투표 결과를 조회했습니다."
  /// The share of votes equal to the caller's.
  public static let sameVoteShare = "나랑 동일하게 투표한 사람 비율을 조회했습니다."
  /// A top-3 slot without votes.
  public static let noResult = "결과가 없습니다."
  /// The caller's vote, for a revote.
  public static let myVoteAxes = "내가 투표했던 속성 정보를 표시합니다."
  /// Random recommendations.
  public static let randomRecommendation = "캐릭터 랜덤 추천 성공"
  /// Popular recommendations.
  public static let popularRecommendation = "캐릭터 인기순 추천 성공"
  /// A search without results.
  public static let noSearchResult = "검색 결과가 없음"
  /// A character search.
  public static let characterSearch = "캐릭터 검색 성공"
  /// A title search.
  public static let contentSearch = "작품명 검색 성공"
  /// The other characters of a work.
  public static let anotherCharacters = "같은 작품 내 다른 캐릭터 조회 성공"

  // MARK: Recent lists

  /// The recent searches.
  public static let savedSearches = "최근 검색한 검색어를 조회했습니다."
  /// A keyword saved before (moved to the top).
  public static let searchAlreadySaved = "이미 찾아본 검색어입니다."
  /// A keyword saved.
  public static let searchSaved = "최근 검색어를 저장했습니다."
  /// One keyword deleted.
  public static let searchDeleted = "최근 검색어 한 개를 삭제했습니다."
  /// A keyword that is not saved.
  public static let noSavedSearch = "저장되지 않은 검색어입니다."
  /// Every keyword deleted.
  public static let searchesDeleted = "최근 검색어를 모두 삭제했습니다."
  /// The recently seen characters.
  public static let seenCharacters = "최근 본 캐릭터를 조회했습니다."
  /// A character saved before (moved to the top).
  public static let seenAlreadySaved = "이미 찾아본 캐릭터입니다."
  /// A character saved.
  public static let seenSaved = "최근 본 캐릭터를 저장했습니다."
  /// One character deleted.
  public static let seenDeleted = "최근 본 캐릭터 한 개를 삭제했습니다."
  /// A character that is not in the list.
  public static let noSeenCharacter = "최근 본 캐릭터가 아닙니다."
  /// Every character deleted.
  public static let seenAllDeleted = "최근 본 캐릭터를 모두 삭제했습니다."

  // MARK: My Momentum

  /// A profile.
  public static let profile = "내 프로필 조회 성공"
  /// After a profile edit.
  public static let profileModified = "내 프로필 수정 성공"
  /// An edit with neither an image nor an intro.
  public static let nothingToModify = "수정할 내용이 없습니다."
  /// An image that is not a PNG or JPEG.
  public static let notAnImage = "PNG 또는 JPEG 이미지만 올릴 수 있습니다."
  /// A PNG or JPEG that does not read to the end (damaged, or with other data in it).
  public static let damagedImage = "이미지를 읽을 수 없습니다. 손상되지 않은 PNG 또는 JPEG 파일을 올려 주세요."
  /// A picture wider or taller than ``DimoRules/maxProfileImageSide``.
  public static let imageTooLarge =
    "이미지는 가로, 세로 \(DimoRules.maxProfileImageSide)픽셀 이하만 올릴 수 있습니다."
  /// No user with that id.
  public static let noProfile = "존재하지 않는 사용자입니다."
  /// Liked anime, found or none.
  public static let likedAnime = "좋아요 누른 애니메이션 조회 성공"
  /// See ``likedAnime``.
  public static let noLikedAnime = "좋아요 누른 애니메이션 없음"
  /// Liked movies, found or none.
  public static let likedMovies = "좋아요 누른 영화 조회 성공"
  /// See ``likedMovies``.
  public static let noLikedMovies = "좋아요 누른 영화 없음"
  /// Written reviews, found or none.
  public static let myReviews = "작성한 리뷰를 조회했습니다."
  /// See ``myReviews``.
  public static let noMyReviews = "작성한 리뷰가 없습니다."
  /// Written comments, found or none.
  public static let myComments = "작성한 댓글을 조회했습니다."
  /// See ``myComments``.
  public static let noMyComments = "작성한 댓글이 없습니다."
  /// Voted characters, found or none.
  public static let votedCharacters = "투표한 캐릭터를 조회했습니다."
  /// See ``votedCharacters``.
  public static let noVotedCharacters = "투표한 캐릭터가 없습니다."
}
