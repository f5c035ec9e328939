/// How a cell looks: colors and attributes, with presets for the semantic roles the
/// widgets use (`secondary`, `title`, `selected`, `danger`, …).
public struct Style: Sendable, Hashable {
  /// Text color, or `nil` for the terminal's default.
  public var foreground: TerminalColor?
  /// Background color, or `nil` for the terminal's default.
  public var background: TerminalColor?
  /// Bold (SGR 1).
  public var isBold: Bool
  /// Dim, faint (SGR 2).
  public var isDim: Bool
  /// Underlined (SGR 4).
  public var isUnderlined: Bool
  /// Foreground and background swapped (SGR 7).
  public var isInverse: Bool
  /// Struck through (SGR 9).
  public var isStrikethrough: Bool

  /// A style; every attribute is off and both colors default unless given.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, isBold: Bool = false,
    isDim: Bool = false, isUnderlined: Bool = false, isInverse: Bool = false,
    isStrikethrough: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isInverse = isInverse
    self.isStrikethrough = isStrikethrough
  }

  /// Plain text in the terminal's default colors.
  public static let normal = Style()
  /// Secondary text: hints, captions, disabled items (dim).
  public static let secondary = Style(isDim: true)
  /// Titles and headings (bold).
  public static let title = Style(isBold: true)
  /// The selected row or focused control (inverse).
  public static let selected = Style(isInverse: true)
  /// Errors, destructive actions, overdue dates (red).
  public static let danger = Style(foreground: .red)
  /// Highlights, links, key hints (cyan).
  public static let accent = Style(foreground: .cyan)
  /// Success, completion (green).
  public static let success = Style(foreground: .green)
  /// Warnings, pending states (yellow).
  public static let warning = Style(foreground: .yellow)
  /// Done or removed items (struck through).
  public static let strikethrough = Style(isStrikethrough: true)

  /// This style with `other` laid on top: `other`'s colors win where it sets them, and
  /// attributes are combined. `Style.selected.merging(.danger)` is an inverse red row.
  public func merging(_ other: Style) -> Style {
    Style(
      foreground: other.foreground ?? foreground,
      background: other.background ?? background,
      isBold: isBold || other.isBold,
      isDim: isDim || other.isDim,
      isUnderlined: isUnderlined || other.isUnderlined,
      isInverse: isInverse || other.isInverse,
      isStrikethrough: isStrikethrough || other.isStrikethrough
    )
  }

  /// The SGR parameters that set exactly this style from any previous one: a reset (0)
  /// followed by the attributes and, unless `mode` is `.monochrome`, the colors.
  public func sgrParameters(in mode: ColorMode) -> [Int] {
    var parameters: [Int] = []
    addSGRParameters(in: mode, to: &parameters)
    return parameters
  }

  /// The complete SGR escape sequence for this style, e.g. "\u{1B}[0;1;31m".
  public func sgrSequence(in mode: ColorMode) -> String {
    var output = ANSIOutput()
    output.beginSelectGraphicRendition()
    addSGRParameters(in: mode, to: &output)
    output.endSelectGraphicRendition()
    return String(decoding: output.bytes, as: UTF8.self)
  }
}
