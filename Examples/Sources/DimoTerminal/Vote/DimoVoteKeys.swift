/// The key hints of the Vote tab's screens and the vote flow.
enum DimoVoteKeys {
  static let open = "열기"
  static let refresh = "새로고침"
  static let sort = "정렬"
  static let scope = "작품명/캐릭터명"
  static let search = "검색"
  static let remove = "삭제"
  static let focus = "이동"
  static let revote = "다시 투표"
  static let detail = "캐릭터 상세"
  static let more = "더보기"
}
