import CairnTerminal
import DimoDomain
import DimoPresentation

/// The profile header beside its picture: the nickname, the MBTI, the introduction (or
/// "자기소개를 추가해 보세요.").
enum MomentumHeader {
  static func row(_ profile: UserProfile, pictures: [String: ShownPicture]) -> PictureRow {
    let intro = profile.intro.flatMap { $0.isEmpty ? nil : $0 }
    return PictureRow(
      path: profile.picturePath ?? "",
      lines: [
        (profile.nickname, .title),
        (profile.mbti?.description ?? DimoStrings.undecidedMBTI, .accent),
        (
          (intro ?? DimoStrings.addIntro).replacingOccurrences(of: "\n", with: " "),
          intro == nil ? .secondary : .normal
        ),
      ],
      picture: profile.picturePath.flatMap { pictures[$0] }, isSelected: false)
  }
}
