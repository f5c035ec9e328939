import CairnTerminal
import DimoPresentation

/// One line of a Setting screen that scrolls: its text and style.
struct SettingLine {
  var text: String
  var style: Style

  init(_ text: String, _ style: Style = .normal) {
    self.text = text
    self.style = style
  }

  /// A list row: "▸" when selected; a row whose change is refused now is dim and ends with the
  /// day it opens again.
  static func row(_ title: String, lock: ChangeLock?, isSelected: Bool) -> SettingLine {
    let text = "\(isSelected ? "▸" : " ") \(title)"
    guard let lock else { return SettingLine(text, isSelected ? .selected : .normal) }
    return SettingLine(
      "\(text) · \(DimoStrings.changeLocked(lock))", isSelected ? .selected : .secondary)
  }

  /// `text` wrapped to `width`, its own line breaks kept.
  static func wrapped(_ text: String, width: Int, _ style: Style = .normal) -> [SettingLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      let lines = String(paragraph).wrapped(to: max(1, width))
      return (lines.isEmpty ? [""] : lines).map { SettingLine($0, style) }
    }
  }
}

/// Draws lines that scroll: `scroll` stays in range and, given a focused line, keeps it on
/// screen.
@MainActor
enum SettingLines {
  static func draw(
    _ lines: [SettingLine], scroll: inout Int, keeping focus: Int? = nil,
    into buffer: inout ScreenBuffer, in rect: Rect
  ) {
    guard rect.height > 0 else { return }
    if let focus {
      if focus < scroll { scroll = focus }
      if focus >= scroll + rect.height { scroll = focus - rect.height + 1 }
    }
    scroll = max(0, min(scroll, lines.count - rect.height))
    for (offset, line) in lines.dropFirst(scroll).prefix(rect.height).enumerated() {
      buffer.write(
        line.text, in: Rect(row: rect.row + offset, col: rect.col, width: rect.width, height: 1),
        style: line.style)
    }
  }

  /// The scroll offset after a scrolling key, or nil when `key` does not scroll.
  static func scrolled(_ scroll: Int, by key: KeyEvent, page: Int) -> Int? {
    switch key {
    case .up, .char("k"): max(0, scroll - 1)
    case .down, .char("j"): scroll + 1
    case .pageUp: max(0, scroll - max(1, page))
    case .pageDown, .char(" "): scroll + max(1, page)
    case .home: 0
    default: nil
    }
  }
}
