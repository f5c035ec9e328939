/// Where padding goes when text is narrower than the space it is given.
public enum TextAlignment: Sendable, Hashable {
  /// Text at the left, padding at the right.
  case leading
  /// Text centered; an odd leftover column goes to the right.
  case center
  /// Text at the right, padding at the left.
  case trailing
}

extension String {
  /// The number of terminal columns this string occupies.
  public var displayWidth: Int { DisplayWidth.columns(of: self) }

  /// The string cut to at most `columns` terminal columns, ending in `ellipsis` when
  /// anything was cut. A wide character is never split: when one would straddle the
  /// limit, it is dropped and a space keeps the result exactly `columns` wide.
  ///
  /// `"日本語".truncated(to: 4)` is `"日… "`: four columns.
  public func truncated(to columns: Int, ellipsis: Character = "…") -> String {
    guard columns > 0 else { return "" }
    let width = displayWidth
    if width <= columns { return self }
    let ellipsisWidth = ellipsis.displayWidth
    guard ellipsisWidth <= columns else { return String(repeating: " ", count: columns) }
    let budget = columns - ellipsisWidth
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.displayWidth
      if used + characterWidth > budget { break }
      result.append(character)
      used += characterWidth
    }
    result.append(ellipsis)
    used += ellipsisWidth
    if used < columns {
      result.append(String(repeating: " ", count: columns - used))
    }
    return result
  }

  /// The string padded with spaces to `columns` terminal columns. A string that is
  /// already as wide or wider is returned unchanged (see `fitted(to:alignment:)`).
  public func padded(to columns: Int, alignment: TextAlignment = .leading) -> String {
    let missing = columns - displayWidth
    guard missing > 0 else { return self }
    switch alignment {
    case .leading:
      return self + String(repeating: " ", count: missing)
    case .trailing:
      return String(repeating: " ", count: missing) + self
    case .center:
      let left = missing / 2
      return String(repeating: " ", count: left) + self
        + String(repeating: " ", count: missing - left)
    }
  }

  /// The string made exactly `columns` wide: truncated with an ellipsis when too wide,
  /// padded with spaces when too narrow.
  public func fitted(to columns: Int, alignment: TextAlignment = .leading) -> String {
    truncated(to: columns).padded(to: columns, alignment: alignment)
  }
}
