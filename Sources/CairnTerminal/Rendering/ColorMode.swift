import Foundation

/// Whether output may use color. Attributes (bold, dim, inverse, underline,
/// strikethrough) are always allowed; only colors are dropped in `.monochrome`.
public enum ColorMode: Sendable, Hashable {
  /// Foreground and background colors are written.
  case color
  /// Colors are left out, as the `NO_COLOR` convention (no-color.org) asks.
  case monochrome

  /// The mode for an environment: `.monochrome` when `NO_COLOR` is set and non-empty,
  /// or when `TERM` is `dumb`; otherwise `.color`.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    if environment["TERM"] == "dumb" { return .monochrome }
    return .color
  }
}
