import DimoDomain

// The Korean texts of My Momentum, another user's profile and Edit profile, as the original
// wrote them (and ours where the original had none: the picture chosen by its path).
extension DimoStrings {
  // MARK: Header

  /// The header's text when there is no introduction.
  public static let addIntro = "자기소개를 추가해 보세요."
  /// The header's edit button.
  public static let editProfile = "프로필 수정"

  // MARK: Sections

  /// A section's title: the caller's own, or another user's (`nickname`).
  public static func momentumSectionTitle(_ kind: MomentumSectionKind, nickname: String?)
    -> String
  {
    switch (kind, nickname) {
    case (.liked, nil): "내가 찜한 콘텐츠"
    case (.liked, _): "찜한 콘텐츠"
    case (.voted, _): "Dig 완료한 캐릭터"
    case (.reviews, nil): "내가 쓴 리뷰"
    case (.reviews, let nickname?): "\(nickname)님이 쓴 리뷰"
    case (.comments, _): "내가 쓴 댓글"
    }
  }

  /// A section's empty text: the caller's own, or another user's.
  public static func momentumEmpty(_ kind: MomentumSectionKind, isOwn: Bool) -> String {
    switch kind {
    case .liked: isOwn ? "내가 찜한 콘텐츠가 없어요" : "찜한 콘텐츠가 없어요"
    case .voted: "아직 기록이 없어요"
    case .reviews: "작성된 리뷰가 없어요"
    case .comments: "작성한 댓글이 없어요"
    }
  }

  /// Under the caller's empty "Dig 완료한 캐릭터": opens the Vote tab.
  public static let goToDigMe = "DIG ME!로 이동하기"
  /// A section's link to its whole list.
  public static let moreLink = "더보기 >"
  /// A liked movie, which the list names by its id only.
  public static func likedMovie(_ id: Int) -> String { "영화 #\(id)" }
  /// A voted character's row on one's own profile: the caller's letters.
  public static func myDig(_ mbti: MBTI) -> String { "내 투표 \(mbti)" }
  /// A voted character's row on another user's profile: that user's letters, never "mine".
  public static func theirDig(_ mbti: MBTI) -> String { "투표 \(mbti)" }
  /// A review's or comment's likes.
  public static func likes(_ count: Int) -> String { "좋아요 \(count)" }
  /// Marks a spoiler.
  public static let spoilerMark = "스포"

  // MARK: Edit profile

  /// The introduction's label.
  public static let introLabel = "자기소개"
  /// The introduction's placeholder.
  public static let introPlaceholder = "자기소개를 입력해 보세요"
  /// The introduction's counter.
  public static func introCount(_ count: Int) -> String {
    "\(count)/\(DimoRules.introLength.upperBound)"
  }
  /// An introduction longer than the rule.
  public static let introRule = "자기소개는 \(DimoRules.introLength.upperBound)자 이하로 입력해 주세요"
  /// The picture's label.
  public static let pictureLabel = "프로필 사진"
  /// The picture path's placeholder.
  public static let picturePathPlaceholder = "이미지 파일 경로 (PNG, JPEG)"
  /// How the path is read.
  public static let picturePathHint = "경로를 입력하고 Enter를 누르면 이미지를 확인해요."
  /// A picture read: its format, size in bytes and pixel size.
  public static func pictureInfo(_ image: ProfileImage) -> String {
    let format = image.header.format == .png ? "PNG" : "JPEG"
    return "\(format) · \(image.byteCount)바이트 · \(image.header.width)×\(image.header.height)"
  }
  /// The largest picture, in megabytes.
  static let maxPictureMegabytes = DimoRules.maxProfileImageBytes / (1024 * 1024)

  /// Why a path gives no picture.
  public static func pictureProblem(_ problem: PictureFileProblem) -> String {
    switch problem {
    case .noPath: "이미지 파일 경로를 입력해 주세요."
    case .missing(let path): "파일이 없어요: \(path)"
    case .directory(let path): "폴더예요. 이미지 파일의 경로를 입력해 주세요: \(path)"
    case .unreadable(let path): "파일을 읽을 수 없어요: \(path)"
    case .image(.tooLarge(let count)):
      "이미지는 \(maxPictureMegabytes)MB 이하만 올릴 수 있어요. (이 파일은 \(count)바이트)"
    case .image(.notAnImage): "PNG나 JPEG 이미지만 올릴 수 있어요."
    case .image(.damaged): "이미지의 크기를 읽을 수 없어요. 손상된 파일인지 확인해 주세요."
    }
  }
}
