/// The key hints of My Momentum, another user's profile and Edit profile.
enum DimoMomentumKeys {
  static let open = "열기"
  static let revote = "다시 투표"
  static let edit = "프로필 수정"
  static let retry = "다시 시도"
  static let author = "작성자"
  static let readPicture = "이미지 확인"
  static let confirm = "확인"
  static let nextField = "다음 칸"
}
