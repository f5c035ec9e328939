import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The 분석 tab: "DIMO 유저들의 생각", the top three as bars, the most chosen type and the
/// caller's share, or the no-votes text; then 투표하기 or 다시 투표하기.
enum AnalysisLines {
  @MainActor
  static func draw(
    _ state: Loadable<CharacterAnalysis>, into buffer: inout ScreenBuffer, in rect: Rect,
    context: any TerminalContext
  ) {
    var lines: [(String, Style)] = []
    switch state {
    case .loading:
      lines = [("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    case .empty(let message):
      lines = [(message, .secondary)]
    case .failed(let failure):
      lines = [(failure.message, .danger), ("r \(DimoStrings.retry)", .secondary)]
    case .loaded(let analysis):
      lines = self.lines(of: analysis, width: rect.width - 4)
    }
    for (offset, line) in lines.enumerated() where offset < rect.height {
      buffer.write(
        line.0, at: rect.row + offset, col: rect.col + 1, style: line.1,
        maxWidth: max(0, rect.width - 2))
    }
  }

  static func lines(of analysis: CharacterAnalysis, width: Int) -> [(String, Style)] {
    var lines: [(String, Style)] = [(DimoStrings.analysisTitle, .title), ("", .normal)]
    if analysis.hasNoVotes {
      lines += DimoStrings.noVotes.split(separator: "\n").map { (String($0), .secondary) }
    } else {
      let barWidth = max(4, min(30, width - 14))
      for share in analysis.topThree where share.percent > 0 {
        let filled = barWidth * share.percent / 100
        let bar =
          String(repeating: "█", count: filled)
          + String(repeating: "░", count: barWidth - filled)
        lines.append(("\(share.mbti)  \(bar) \(share.percent)%", .accent))
      }
      lines.append(("", .normal))
      if let first = analysis.topThree.first {
        lines.append((DimoStrings.mostVoted(first.mbti), .normal))
      }
      if let mine = analysis.myVote {
        lines.append(
          (DimoStrings.myVoteShare(percent: analysis.myVotePercent, mbti: mine), .normal))
      }
    }
    lines.append(("", .normal))
    lines.append(("[\(analysis.hasVoted ? DimoStrings.revote : DimoStrings.vote)] (v)", .selected))
    return lines
  }
}
