import CairnTerminal

/// The state of a form screen: its text fields and which row has the focus. Up/Down and
/// Tab/Shift-Tab move the focus over the fields and the enabled buttons; typing goes to the
/// focused field; Enter presses the focused button (or moves on from a field).
@MainActor
struct FormState {
  private(set) var fields: [String: TextField] = [:]
  private(set) var focus: String?

  /// Adds a field.
  mutating func addField(_ id: String, placeholder: String, limit: Int? = nil) {
    fields[id] = TextField(placeholder: placeholder, characterLimit: limit)
  }

  /// A field's text.
  func text(_ id: String) -> String { fields[id]?.text ?? "" }

  /// Replaces a field's text (a formatted phone number).
  mutating func setText(_ id: String, _ text: String) {
    fields[id]?.text = text
  }

  /// Puts the focus on `id`.
  mutating func focus(on id: String) {
    focus = id
  }

  /// Draws `rows` in `rect`.
  mutating func draw(_ rows: [FormRow], into buffer: inout ScreenBuffer, in rect: Rect) {
    ensureFocus(in: rows)
    var row = rect.row
    for item in rows where row < rect.bottom {
      let line = Rect(row: row, col: rect.col, width: rect.width, height: 1)
      switch item {
      case .text(let text, let style):
        for part in text.split(separator: "\n", omittingEmptySubsequences: false)
        where row < rect.bottom {
          buffer.write(
            String(part), in: Rect(row: row, col: rect.col, width: rect.width, height: 1),
            style: style)
          row += 1
        }
        continue
      case .field(let id, let isSecure):
        let isFocused = focus == id
        buffer.write(isFocused ? "▸" : " ", in: line.splitLeft(2).left, style: .accent)
        var field = fields[id] ?? TextField()
        if isSecure, !field.text.isEmpty {
          field = TextField(text: String(repeating: "•", count: field.characterCount))
        }
        field.draw(into: &buffer, in: line.splitLeft(2).rest, isFocused: isFocused)
        if !isSecure { fields[id] = field }
      case .button(let id, let title, let isEnabled):
        let style: Style = !isEnabled ? .secondary : focus == id ? .selected : .title
        buffer.write("[ \(title) ]", in: line.inset(left: 2), style: style)
      case .blank:
        break
      }
      row += 1
    }
  }

  /// Handles a key; nil when the form did not use it.
  mutating func handle(_ key: KeyEvent, rows: [FormRow]) -> FormEvent?? {
    ensureFocus(in: rows)
    let order = focusable(rows)
    let index = focus.flatMap { order.firstIndex(of: $0) }
    switch key {
    case .tab, .down:
      guard let index, index + 1 < order.count else { return key == .tab ? .some(nil) : nil }
      focus = order[index + 1]
      return .some(nil)
    case .backTab, .up:
      guard let index, index > 0 else { return key == .backTab ? .some(nil) : nil }
      focus = order[index - 1]
      return .some(nil)
    case .enter:
      guard let focus else { return nil }
      if fields[focus] != nil {
        if let index, index + 1 < order.count { self.focus = order[index + 1] }
        return .some(nil)
      }
      return .some(.pressed(focus))
    default:
      guard let focus, var field = fields[focus], field.handle(key) else { return nil }
      fields[focus] = field
      return .some(.changed(focus, field.text))
    }
  }

  private func focusable(_ rows: [FormRow]) -> [String] {
    rows.compactMap {
      switch $0 {
      case .field(let id, _): id
      case .button(let id, _, let isEnabled): isEnabled ? id : nil
      default: nil
      }
    }
  }

  private mutating func ensureFocus(in rows: [FormRow]) {
    let order = focusable(rows)
    if let focus, order.contains(focus) { return }
    focus = order.first
  }
}
