import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Lays the content detail out as lines: poster, title, 찜하기 and 평가하기, 줄거리, the MBTI
/// lines, 상세정보 (open or closed), 등장인물 with the selected character highlighted.
struct ContentDetailLines {
  static let posterRows = 8

  let detail: ContentDetail
  let reactions: Loadable<ContentReactions>
  let isExpanded: Bool
  let selectedCharacter: Int?
  let context: any TerminalContext

  @MainActor
  func lines(width: Int) -> [ScrollLine] {
    var lines = ScrollLine.picture(detail.posterPath, rows: Self.posterRows, fallback: "🖼")
    lines.append(.plain(detail.title, .title))
    lines.append(buttons)
    lines.append(.plain(""))
    lines.append(.plain(DimoStrings.plot, .accent))
    lines += ScrollLine.wrapped(detail.plot, width: width)
    lines.append(.plain(""))
    switch reactions {
    case .loaded(let reactions):
      lines += reactions.mbtiLines.map { .plain("• " + $0) }
    case .failed(let failure):
      lines.append(.plain(failure.message, .danger))
    case .loading:
      lines.append(.plain("\(context.spinnerFrame) \(context.strings.loading)", .secondary))
    case .empty: break
    }
    lines.append(.plain(""))
    let toggle = isExpanded ? DimoStrings.collapse : DimoStrings.expand
    lines.append(.text([(DimoStrings.details, .accent), ("  \(toggle) (d)", .secondary)]))
    if isExpanded {
      lines += ContentInfoRow.rows(of: detail).map {
        .text([("\($0.label)  ", .secondary), ($0.value, .normal)])
      }
    }
    lines.append(.plain(""))
    let shown = detail.characters.prefix(ContentDetailViewModel.shownCharacters)
    lines.append(
      .text([
        (DimoStrings.characters, .accent),
        (detail.characters.count > shown.count ? "  \(DimoStrings.more) (m)" : "", .secondary),
      ]))
    for (index, character) in shown.enumerated() {
      let mbti = character.mbti?.description ?? DimoStrings.undecidedMBTI
      lines.append(
        .plain("\(character.name)  \(mbti)", index == selectedCharacter ? .selected : .normal))
    }
    return lines
  }

  private var buttons: ScrollLine {
    let liked = reactions.value?.isLiked ?? false
    let grade = reactions.value?.myGrade.flatMap(ContentGrade.init(rawValue:))
    let gradeText = grade.map { ": \(DimoStrings.gradeLabel($0))" } ?? ""
    return .text([
      ("[\(liked ? "♥" : "♡") \(DimoStrings.like)] (l)", liked ? .accent : .normal),
      ("  [\(DimoStrings.grade)\(gradeText)] (g)", .normal),
    ])
  }
}
