import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The top of VoteComplete: the character and its work, a bar per axis in Dig's order
/// (E/I, N/S, T/F, J/P) with the majority's letter and share, "많은 사람들이 {mbti}라고
/// 답변했어요", "나를 비롯한 {p}%가 {mbti}를 골랐어요", and [다시 투표하기] (v).
enum VoteResultLines {
  @MainActor
  static func lines(
    _ state: Loadable<VoteResult>, character: CharacterSummary, width: Int,
    context: any TerminalContext
  ) -> [(text: String, style: Style)] {
    var lines: [(text: String, style: Style)] = [
      (character.name, .title), (character.contentTitle ?? DimoStrings.noTitle, .secondary),
      ("", .normal),
    ]
    switch state {
    case .loading:
      lines.append(("\(context.spinnerFrame) \(context.strings.loading)", .secondary))
    case .empty(let message):
      lines.append((message, .secondary))
    case .failed(let failure):
      lines += [(failure.message, .danger), ("r \(DimoStrings.retry)", .secondary)]
    case .loaded(let result):
      lines += self.lines(of: result, width: width)
    }
    return lines
  }

  static func lines(of result: VoteResult, width: Int) -> [(text: String, style: Style)] {
    let barWidth = max(4, min(30, width - 16))
    var lines: [(text: String, style: Style)] = []
    for (axis, letters) in DimoStrings.mbtiPairs {
      let pair = letters.map(String.init).joined(separator: "/")
      guard let share = result.axes.first(where: { $0.axis == axis }) else {
        lines.append(("\(pair)  \(String(repeating: "░", count: barWidth))", .secondary))
        continue
      }
      let filled = barWidth * share.percent / 100
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
      lines.append(("\(pair)  \(bar) \(share.letter) \(share.percent)%", .accent))
    }
    lines.append(("", .normal))
    if let mbti = result.characterMBTI {
      lines.append((DimoStrings.manyAnswered(mbti), .normal))
    }
    if let mine = result.myVote {
      lines.append(
        (DimoStrings.sameVoteShare(percent: result.sameVotePercent ?? 0, mbti: mine), .normal))
      lines.append(("[\(DimoStrings.revote)] (v)", .selected))
    }
    return lines
  }
}
