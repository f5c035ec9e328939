import DimoDomain

extension DimoMessages {
  // MARK: Bad requests

  /// A body that is not the JSON the route expects, naming the field when one is known.
  public static func badBody(field: String?) -> String {
    guard let field else { return "요청 본문을 읽을 수 없습니다. JSON 형식을 확인해 주세요." }
    return "요청 본문의 \(field) 값이 없거나 형식이 올바르지 않습니다."
  }
  /// A query parameter that is missing or not what it should be.
  public static func badQuery(_ name: String) -> String {
    "\(name) 값이 없거나 형식이 올바르지 않습니다."
  }
  /// Text with the NUL character (U+0000), which no field may hold.
  public static let nulCharacter = "요청에 허용되지 않는 문자(NUL)가 있습니다."
  /// A body larger than the route accepts.
  public static let tooLarge = "요청이 너무 큽니다."
  /// No route at that path.
  public static let noRoute = "존재하지 않는 경로입니다."
  /// A known path with another method.
  public static let wrongMethod = "허용되지 않는 메서드입니다."
  /// No picture with that name.
  public static let noImage = "존재하지 않는 이미지입니다."
  /// A server failure (never for bad input).
  public static let serverFailure = "서버에서 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."
  /// A change that conflicts with one made at the same moment.
  public static let conflict = "다른 요청과 충돌했습니다. 다시 시도해 주세요."

  /// The sentence for a broken rule.
  public static func violation(_ violation: DimoRuleViolation) -> String {
    switch violation {
    case .userID:
      "아이디는 영문, 숫자, _ 로 \(range(DimoRules.userIDLength))자여야 합니다."
    case .password:
      "비밀번호는 영문, 숫자, 특수문자(!@#$)를 모두 포함해 \(range(DimoRules.passwordLength))자여야 합니다."
    case .name: "이름은 \(range(DimoRules.nameLength))자여야 합니다."
    case .nickname: "닉네임은 \(range(DimoRules.nicknameLength))자여야 합니다."
    case .mbti: "올바른 MBTI가 아닙니다."
    case .phoneNumber: "휴대폰 번호는 010-1234-5678 형식이어야 합니다."
    case .agency: "통신사는 \(DimoRules.agencies.joined(separator: ", ")) 중 하나여야 합니다."
    case .smsCode: "인증번호는 숫자 \(DimoRules.smsCodeLength)자리입니다."
    case .intro: "자기소개는 \(DimoRules.introLength.upperBound)자 이하여야 합니다."
    case .review: "리뷰는 \(range(DimoRules.reviewLength))자여야 합니다."
    case .comment: "댓글은 \(range(DimoRules.commentLength))자여야 합니다."
    case .reportReason: "신고 사유는 \(range(DimoRules.reportReasonLength))자여야 합니다."
    case .dropReason: "탈퇴 사유는 \(range(DimoRules.dropReasonLength))자여야 합니다."
    case .search: "검색어는 \(range(DimoRules.searchLength))자여야 합니다."
    case .characterRequest: "작품명과 캐릭터 이름을 입력해 주세요."
    case .inquiry: "문의 내용은 \(range(DimoRules.inquiryLength))자여야 합니다."
    case .category: "카테고리가 올바르지 않습니다."
    case .flag: "0 또는 1만 보낼 수 있습니다."
    case .grade: "평가는 1 또는 -1이어야 합니다."
    case .voteLetter: "투표는 E/I, S/N, T/F, J/P 중에서 골라야 합니다."
    case .blindType: "가리기 종류는 0 또는 1이어야 합니다."
    case .controlCharacter(let field): field.controlCharacterSentence
    case .lineBreak(let field): field.lineBreakSentence
    }
  }

  private static func range(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound)~\(range.upperBound)"
  }
}
