import BookKittyPresentation
import CairnTerminal

// snippet: bookkitty-cover-view
/// Draws a book's cover: **the one place every BookKitty screen draws a cover**.
///
/// A loaded cover is drawn as a picture in half blocks (`TerminalImage`, decoded once by
/// ``CoverPictures``), as large as fits the rectangle the screen gives it, from its top left;
/// the screens size that rectangle with ``CoverSize``. Where no picture can be shown, the cover
/// says why instead of leaving a blank:
/// - on a terminal without colours (`NO_COLOR`, `TERM=dumb`), or in a rectangle of one line,
///   it is its text line: the book's title as the image's alternative text, then
///   "96×140 · 1.2KB" or why there is no picture ("표지 불러오는 중…", "표지를 불러오지 못했어요");
/// - on a colour terminal a cover still loading, failed, missing or not a PNG is a placeholder
///   in the picture's place (``drawPlaceholder(_:into:in:)``): "🖼" and the reason.
struct CoverView {
  /// The lines a cover takes on a terminal without pictures: its text line.
  static let textHeight = 1

  /// The cover's URL, `nil` for a book without a cover.
  let url: String?
  /// The cover's state, `nil` before it was asked for.
  let state: CoverState?
  /// The image's alternative text: the book's title.
  let alt: String

  /// The cover of `card`, given every cover's state.
  init(_ card: BookCard, covers: [String: CoverState]) {
    url = card.coverURL
    alt = card.title
    state = card.coverURL.flatMap { covers[$0] }
  }

  /// Whether covers are drawn as pictures on this terminal (it has colours): the screens lay
  /// their covers out as pictures, or as text lines.
  @MainActor
  static func drawsPictures(in context: any TerminalContext) -> Bool {
    context.colorMode.hasColors
  }

  /// Draws the cover in `rect`: the picture, its placeholder, or its text line.
  /// - Returns: the rectangle drawn in.
  @MainActor
  @discardableResult
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext,
    pictures: CoverPictures
  ) -> Rect {
    guard rect.width > 0, rect.height > 0 else {
      return Rect(row: rect.row, col: rect.col, width: 0, height: 0)
    }
    var status = self.status
    if Self.drawsPictures(in: context), let url, case .loaded(let image) = state {
      let picture = pictures.picture(at: url, png: image.data)
      if picture.image == nil {
        status = .unreadable
      } else if picture.size(fittingIn: rect) != nil {
        return picture.draw(into: &buffer, in: rect, context: context, fallback: text)
      }
    }
    guard Self.drawsPictures(in: context), rect.height > 1 else {
      let columns = buffer.write(
        "🖼 \(alt) \(status.text)", in: rect.line(0), style: status.style)
      return Rect(row: rect.row, col: rect.col, width: columns, height: 1)
    }
    return drawPlaceholder(status, into: &buffer, in: rect)
  }

  /// The text line: "🖼 코스모스 96×140 · 1.2KB", or why there is no picture.
  var text: String {
    "🖼 \(alt) \(status.text)"
  }

  /// The cover's state as what to say of it.
  var status: CoverStatus {
    guard url != nil else { return .missing }
    switch state {
    case .loaded(let image): return .loaded(image)
    case .failed: return .failed
    case .loading, nil: return .loading
    }
  }
}
// end-snippet

extension CoverView {
  /// Draws the cover in `rect`, showing only the part inside `bounds`: for a screen that
  /// scrolls a cover partly out of sight.
  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, clippedTo bounds: Rect,
    context: any TerminalContext, pictures: CoverPictures
  ) {
    let top = max(rect.row, bounds.row)
    let bottom = min(rect.bottom, bounds.bottom)
    guard top < bottom else { return }
    guard top != rect.row || bottom != rect.bottom else {
      draw(into: &buffer, in: rect, context: context, pictures: pictures)
      return
    }
    var visible = ScreenBuffer(width: rect.width, height: bottom - top)
    draw(
      into: &visible,
      in: Rect(row: rect.row - top, col: 0, width: rect.width, height: rect.height),
      context: context, pictures: pictures)
    buffer.draw(visible, at: top, col: rect.col)
  }
}
