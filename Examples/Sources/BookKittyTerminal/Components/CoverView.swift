import BookKittyPresentation
import CairnTerminal

// snippet: bookkitty-cover-view
/// Draws a book's cover: **the one place every BookKitty screen draws a cover**.
///
/// Today a cover is one text line, as Onban shows its images: the book's title as the image's
/// alternative text, then "96×140 · 1.2KB" once loaded, or why there is none. When CairnTerminal can draw images with half blocks, only this view
/// changes: it gets the loaded bytes (``CoverState/loaded(_:)``) and the rectangle the screens
/// give it, whose height they take from ``height``.
struct CoverView {
  /// The lines a cover takes on screen.
  static let height = 1

  /// The cover's state, `nil` before it was asked for.
  let state: CoverState?
  /// False for a book without a cover URL.
  let hasCover: Bool
  /// The image's alternative text: the book's title.
  let alt: String

  /// The cover of `card`, given every cover's state.
  init(_ card: BookCard, covers: [String: CoverState]) {
    hasCover = card.coverURL != nil
    alt = card.title
    state = card.coverURL.flatMap { covers[$0] }
  }

  /// Draws the cover in `rect` (its first line, today).
  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.write("🖼 \(alt) \(text)", in: rect.line(0), style: .secondary)
  }

  private var text: String {
    guard hasCover else { return BookKittyStrings.coverMissing }
    switch state {
    case .loaded(let image):
      return BookKittyStrings.coverSize(
        width: image.width, height: image.height, bytes: image.data.count)
    case .failed:
      return BookKittyStrings.coverFailed
    case .loading, nil:
      return BookKittyStrings.coverLoading
    }
  }
}
// end-snippet
