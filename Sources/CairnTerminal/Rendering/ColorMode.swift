import Foundation

/// Which colors output may use. Attributes (bold, dim, inverse, underline, strikethrough) are
/// always allowed; only colors are dropped in `.monochrome`.
///
/// Pick it once, with ``detect(environment:)``, and hand it to ``TerminalRunLoop``: the run
/// loop gives it to its renderer and to the screens (``TerminalContext/colorMode``), so that a
/// screen showing a picture knows to draw its text fallback instead.
public enum ColorMode: Sendable, Hashable {
  /// The basic colors and the 256-color palette; a 24-bit color is sent as its nearest palette
  /// entry.
  case color
  /// Every color, 24-bit ones as they are (SGR `38;2;r;g;b`).
  case trueColor
  /// Colors are left out, as the `NO_COLOR` convention (no-color.org) asks.
  case monochrome

  /// The mode for an environment: `.monochrome` when `NO_COLOR` is set and non-empty, or when
  /// `TERM` is `dumb`; `.trueColor` when `COLORTERM` is `truecolor` or `24bit` (how terminals
  /// announce 24-bit color); otherwise `.color`.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    if environment["TERM"] == "dumb" { return .monochrome }
    if let announced = environment["COLORTERM"]?.lowercased(),
      announced == "truecolor" || announced == "24bit"
    {
      return .trueColor
    }
    return .color
  }

  /// Whether colors are written at all.
  public var hasColors: Bool { self != .monochrome }
}
