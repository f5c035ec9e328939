import DimoDomain

// The Korean texts of the Vote tab and the vote flow, as the original wrote them.
extension DimoStrings {
  // MARK: Vote home

  /// The header of the two cards.
  public static let digMe = "Dig me!"
  /// Under it.
  public static let digMeSubtitle = "MBTI를 투표해 주세요"
  /// The random card (and the Recommend screen's title).
  public static let randomRecommendTitle = "캐릭터 랜덤 추천"
  /// The search card (and the Search screen's title).
  public static let searchTitle = "캐릭터 찾아보기"
  /// The hot characters' section.
  public static let hotCharacters = "지금 핫한 캐릭터"
  /// The section's footer: Recommend, popular first.
  public static let moreCharacters = "더 많은 캐릭터 보러가기"
  /// A character whose work is not known.
  public static let noTitle = "미제공"
  /// No voted character yet.
  public static let noHotCharacters = "아직 투표된 캐릭터가 없어요"
  /// Marks a character the caller voted on.
  public static let voted = "투표 완료"

  // MARK: Recommend

  /// The two orders, on the sort button and in its sheet.
  public static func orderLabel(_ order: RecommendOrder) -> String {
    switch order {
    case .random: "랜덤순"
    case .popular: "인기순"
    }
  }
  /// The sort sheet's title.
  public static let sortTitle = "정렬"
  /// No character to recommend.
  public static let noRecommendations = "추천할 캐릭터가 없어요"

  // MARK: Search

  /// The search field's placeholder.
  public static let searchPlaceholder = "작품명 / 캐릭터명을 입력해 주세요"
  /// The two scopes, on the chip and in its sheet.
  public static func scopeLabel(_ scope: SearchScope) -> String {
    switch scope {
    case .title: "작품명"
    case .characterName: "캐릭터명"
    }
  }
  /// The recent keywords.
  public static let recentSearches = "최근 검색어"
  /// The recently seen characters.
  public static let recentCharacters = "최근 본 캐릭터"
  /// Clears a recent list.
  public static let deleteAll = "전체삭제"
  /// Removes one recent item.
  public static let removeOne = "×"
  /// No recent keyword.
  public static let noRecentSearches = "최근 검색어가 없어요"
  /// No recently seen character.
  public static let noRecentCharacters = "최근 본 캐릭터가 없어요"
  /// No result.
  public static let noSearchResult = "검색 결과가 없어요\n다른 키워드로 검색해 보세요"
  /// A keyword longer than the rule allows.
  public static let searchRule = "검색어는 \(DimoRules.searchLength.upperBound)자 이하로 입력해 주세요"
  /// The results' header.
  public static let searchResults = "검색 결과"

  // MARK: Dig

  /// The next button.
  public static let digNext = "다음"
  /// The four pairs in the original's order (N before S), on every MBTI picker — sign-up,
  /// MBTI 변경, Dig — and in VoteComplete's bars.
  public static let mbtiPairs: [(MBTIAxis, [Character])] = [
    (.energy, ["E", "I"]), (.recognition, ["N", "S"]), (.prediction, ["T", "F"]),
    (.reaction, ["J", "P"]),
  ]
  /// The pickers' letter keys in that order: "E/I N/S T/F J/P".
  public static let mbtiPairKeys = mbtiPairs.map { "\($0.1[0])/\($0.1[1])" }
    .joined(separator: " ")

  // MARK: VoteComplete

  /// VoteComplete's title.
  public static let voteResultTitle = "투표 결과"
  /// The character's MBTI.
  public static func manyAnswered(_ mbti: MBTI) -> String { "많은 사람들이 \(mbti)라고 답변했어요" }
  /// The caller's vote and its share.
  public static func sameVoteShare(percent: Int, mbti: MBTI) -> String {
    "나를 비롯한 \(percent)%가 \(mbti)를 골랐어요"
  }
  /// The same work's characters.
  public static let sameWorkCharacters = "같은 작품 속 캐릭터 투표하기"
  /// Opens the character's detail.
  public static let characterDetail = "캐릭터 상세"
  /// No other character in the work.
  public static let noOtherCharacters = "같은 작품 속 다른 캐릭터가 없어요"
}
