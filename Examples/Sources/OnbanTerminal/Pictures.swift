import CairnTerminal
import Foundation
import OnbanPresentation

/// The pictures a screen draws, each decoded once from its PNG bytes and kept by URL (a
/// `TerminalImage` also keeps its half-block cells per size).
@MainActor
final class Pictures {
  private var decoded: [String: TerminalImage] = [:]

  /// Draws the image at `url` in `rect` as half blocks, or `fallback` (what the image is, in
  /// one line) while it loads, when it failed, under `NO_COLOR`, or when `rect` is too small.
  /// - Returns: the rectangle drawn in.
  @discardableResult
  func draw(
    _ image: ShownImage?, url: String, into buffer: inout ScreenBuffer, in rect: Rect,
    context: any TerminalContext, fallback: String
  ) -> Rect {
    guard let png = image?.png else {
      buffer.write(fallback, in: rect.line(0), style: .secondary)
      return rect.line(0)
    }
    let picture = decoded[url] ?? TerminalImage(png: png)
    decoded[url] = picture
    return picture.draw(into: &buffer, in: rect, context: context, fallback: fallback)
  }
}
