import CairnTerminal
import DimoPresentation
import Foundation

/// The posters and portraits a screen draws in half blocks, each decoded once and kept by path.
@MainActor
final class DimoPictures {
  private var decoded: [String: TerminalImage] = [:]

  /// Draws the picture at `path` in `rect`, or `fallback` while it loads, when it failed,
  /// under `NO_COLOR` or when `rect` is too small.
  func draw(
    _ picture: ShownPicture?, path: String, into buffer: inout ScreenBuffer, in rect: Rect,
    context: any TerminalContext, fallback: String
  ) {
    guard let png = picture?.png else {
      buffer.write(fallback, in: rect.line(0), style: .secondary)
      return
    }
    let image = decoded[path] ?? TerminalImage(png: png)
    decoded[path] = image
    image.draw(into: &buffer, in: rect, context: context, fallback: fallback)
  }
}
