import CairnImages

/// A picture for the terminal: PNG bytes decoded once, drawn into a rectangle of cells with
/// half blocks — or, where a picture cannot be shown, the caller's one-line text instead.
///
/// Each cell shows two pixels, one above the other, as "▀" in two 24-bit colors (the nearest
/// 256-palette colors where the terminal has not announced 24-bit color, see ``ColorMode``).
/// The picture is scaled to fit the rectangle by area averaging, keeping its aspect ratio, and
/// drawn at its top left. The text is drawn instead when the colors are off (`NO_COLOR`), when
/// the rectangle is smaller than ``minimumColumns`` × ``minimumRows``, or when the bytes are
/// not a PNG the decoder accepts.
///
/// The cells of the last few sizes are cached and shared by copies of the value, so drawing the
/// same picture on every frame costs a copy of its cells.
public struct TerminalImage: Sendable {
  /// The smallest rectangle, in columns, that a picture is drawn in.
  public static let minimumColumns = 4
  /// The smallest rectangle, in rows, that a picture is drawn in.
  public static let minimumRows = 2

  /// The decoded picture; `nil` when the bytes could not be decoded.
  public let image: RGBAImage?
  /// Why the bytes could not be decoded, if they could not.
  public let decodingError: PNGError?
  private let cache = PictureCache()

  /// Decodes PNG bytes (see ``PNGDecoder``); bytes it refuses leave ``image`` `nil` and the
  /// reason in ``decodingError``, and the picture is drawn as its fallback text.
  public init(png bytes: some Collection<UInt8>, pixelLimit: Int = PNGDecoder.defaultPixelLimit) {
    do {
      image = try PNGDecoder.decode(bytes, pixelLimit: pixelLimit)
      decodingError = nil
    } catch {
      image = nil
      decodingError = error
    }
  }

  /// A picture from pixels already decoded.
  public init(_ image: RGBAImage) {
    self.image = image
    decodingError = nil
  }

  /// The columns and rows the picture takes when drawn in `rect`; `nil` when the text would be
  /// drawn instead because the rectangle is too small or there is no picture. Center it with
  /// ``Rect/centered(width:height:)``.
  public func size(fittingIn rect: Rect) -> (columns: Int, rows: Int)? {
    fit(in: rect).map { ($0.columns, $0.rows) }
  }

  /// Draws the picture at the top left of `rect`, or `fallback` on its first row in
  /// `fallbackStyle` when the picture cannot be shown (`.monochrome`, a rectangle under
  /// ``minimumColumns`` × ``minimumRows``, bytes that did not decode).
  /// - Returns: the rectangle drawn in: the picture's cells, or the text's.
  @discardableResult
  public func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, colorMode: ColorMode, fallback: String,
    fallbackStyle: Style = .secondary
  ) -> Rect {
    guard colorMode.hasColors, let image, let fit = fit(in: rect) else {
      let columns = buffer.write(fallback, in: rect, style: fallbackStyle)
      return Rect(row: rect.row, col: rect.col, width: columns, height: rect.isEmpty ? 0 : 1)
    }
    let cells = cache.cells(for: fit) {
      HalfBlockCells.cells(of: image.scaled(toWidth: fit.pixelWidth, height: fit.pixelHeight))
    }
    buffer.draw(cells, at: rect.row, col: rect.col)
    return Rect(row: rect.row, col: rect.col, width: cells.width, height: cells.height)
  }

  /// Draws the picture, or its fallback text, in the color mode of the screen's terminal
  /// (``TerminalContext/colorMode``): what a ``TerminalScreen`` calls from its `draw`.
  @MainActor
  @discardableResult
  public func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext,
    fallback: String, fallbackStyle: Style = .secondary
  ) -> Rect {
    draw(
      into: &buffer, in: rect, colorMode: context.colorMode, fallback: fallback,
      fallbackStyle: fallbackStyle)
  }

  /// The number of sizes whose cells are cached, for tests.
  var cachedSizeCount: Int { cache.count }

  /// How the picture fits in `rect`; `nil` when it is too small or there is no picture.
  private func fit(in rect: Rect) -> PictureFit? {
    guard let image, rect.width >= Self.minimumColumns, rect.height >= Self.minimumRows else {
      return nil
    }
    return PictureFit(
      width: image.width, height: image.height, columns: rect.width, rows: rect.height)
  }
}
