/// The notices a new database starts with: ours (the original app showed "공지사항1" to
/// "공지사항5" as placeholders). Dates are fixed, so that every server lists them alike.
enum SampleNotices {
  /// One notice to seed.
  struct Seed: Sendable {
    /// The title.
    let title: String
    /// The text.
    let content: String
    /// When it was posted, in seconds since 1970.
    let createdAt: Int
  }

  /// The notices, oldest first.
  static let all = [
    Seed(
      title: "DIMO에 오신 것을 환영해요",
      content: """
        DIMO는 애니메이션과 영화 속 캐릭터의 MBTI를 함께 추측하고 투표하는 서비스예요. \
        좋아하는 작품을 찜하고, 캐릭터에 투표하고, 리뷰와 댓글로 생각을 나눠 보세요.
        """,
      createdAt: 1_761_955_200),  // 2025-11-01
    Seed(
      title: "영화 카테고리가 열렸어요",
      content: """
        이제 애니메이션뿐 아니라 영화 속 캐릭터에도 투표할 수 있어요. 홈 화면 위쪽에서 \
        애니와 영화를 바꿔 보세요.
        """,
      createdAt: 1_764_547_200),  // 2025-12-01
    Seed(
      title: "1:1 문의가 생겼어요",
      content: """
        설정 > 1:1 문의에서 궁금한 점이나 불편한 점을 보내 주세요. 보낸 문의는 같은 화면에서 \
        다시 볼 수 있어요.
        """,
      createdAt: 1_767_225_600),  // 2026-01-01
    Seed(
      title: "닉네임과 MBTI는 한 달에 한 번 바꿀 수 있어요",
      content: """
        닉네임과 MBTI는 마지막으로 바꾼 날부터 30일이 지나야 다시 바꿀 수 있어요. \
        바꾸기 전에 한 번 더 확인해 주세요.
        """,
      createdAt: 1_769_904_000),  // 2026-02-01
  ]
}
