/// Every text a DIMO client can have stored, as the text rule (``DimoRules/checkedCharacters(_:in:)``)
/// tells them apart: whether the field may hold line breaks, and what its sentences call it.
public enum DimoTextField: String, CaseIterable, Hashable, Sendable {
  /// The real name given at sign-up.
  case name
  /// A nickname.
  case nickname
  /// A self-introduction.
  case intro
  /// A review.
  case review
  /// A comment on a review.
  case comment
  /// The reason of a report.
  case reportReason
  /// The reason of a withdrawal.
  case dropReason
  /// A search keyword (also kept as a recent search).
  case search
  /// A requested character's work title or name.
  case characterRequest
  /// A 1:1 inquiry.
  case inquiry

  /// True for text written in a box of several lines, which may hold line breaks and tabs;
  /// a single-line field (a name, a nickname, a search, a character request) refuses them.
  public var allowsLineBreaks: Bool {
    switch self {
    case .name, .nickname, .search, .characterRequest: false
    case .intro, .review, .comment, .reportReason, .dropReason, .inquiry: true
    }
  }

  /// The sentence for a control character or bidirectional control in the field
  /// (``DimoRuleViolation/controlCharacter(_:)``), as the server and the app say it.
  public var controlCharacterSentence: String {
    "\(topic) 보이지 않는 제어 문자나 글자 방향을 바꾸는 문자를 쓸 수 없습니다."
  }

  /// The sentence for a line break or tab in a single-line field
  /// (``DimoRuleViolation/lineBreak(_:)``).
  public var lineBreakSentence: String { "\(topic) 줄바꿈이나 탭을 쓸 수 없습니다." }

  /// What the sentences call the field, with the particle that follows it (`이름에는`).
  private var topic: String {
    switch self {
    case .name: "이름에는"
    case .nickname: "닉네임에는"
    case .intro: "자기소개에는"
    case .review: "리뷰에는"
    case .comment: "댓글에는"
    case .reportReason: "신고 사유에는"
    case .dropReason: "탈퇴 사유에는"
    case .search: "검색어에는"
    case .characterRequest: "작품명과 캐릭터 이름에는"
    case .inquiry: "문의 내용에는"
    }
  }
}
