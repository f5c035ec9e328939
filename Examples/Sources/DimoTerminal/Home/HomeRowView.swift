import CairnTerminal
import DimoDomain
import DimoPresentation

/// Draws a home row: a poster card, a portrait with its MBTI, or "더보기 ›".
struct HomeRowView {
  let row: HomeRow
  let pictures: [String: ShownPicture]
  let isSelected: Bool

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, drawer: DimoPictures,
    context: any TerminalContext
  ) {
    switch row {
    case .content(_, let content):
      PictureRow(
        path: content.posterPath,
        lines: [(content.title, .title), (content.genre, .secondary)],
        picture: pictures[content.posterPath], isSelected: isSelected
      ).draw(into: &buffer, in: rect, pictures: drawer, context: context)
    case .character(let character):
      PictureRow(
        path: character.imagePath,
        lines: CharacterLines.lines(of: character),
        picture: pictures[character.imagePath], isSelected: isSelected
      ).draw(into: &buffer, in: rect, pictures: drawer, context: context)
    case .more:
      let text = "\(DimoStrings.more) ›"
      buffer.write(
        text, at: rect.row, col: rect.col + 1, style: isSelected ? .selected : .accent,
        maxWidth: rect.width - 1)
    }
  }
}

/// The lines of a character beside its portrait: name, MBTI (or 미정), its work.
enum CharacterLines {
  static func lines(of character: CharacterSummary) -> [(text: String, style: Style)] {
    var lines: [(text: String, style: Style)] = [
      (character.name, .title),
      (character.mbti?.description ?? DimoStrings.undecidedMBTI, .accent),
    ]
    if let title = character.contentTitle { lines.append((title, .secondary)) }
    return lines
  }
}
