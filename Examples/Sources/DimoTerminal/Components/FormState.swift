import CairnTerminal

/// The state of a form screen: its text fields and which row has the focus. Up/Down and
/// Tab/Shift-Tab move the focus over the fields and the enabled buttons (Tab and Shift-Tab wrap
/// around, Up and Down stop at the ends); typing goes to the focused field; Enter presses the
/// focused button (or moves on from a field).
@MainActor
struct FormState {
  private(set) var fields: [String: TextField] = [:]
  private(set) var focus: String?

  /// Adds a field.
  mutating func addField(_ id: String, placeholder: String, limit: Int? = nil) {
    fields[id] = TextField(placeholder: placeholder, characterLimit: limit)
  }

  /// True while a field has the focus: printable keys are typed into it.
  var isTypingText: Bool { focus.map { fields[$0] != nil } ?? false }

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
    switch key {
    case .tab, .down:
      guard let next = neighbour(of: focus, in: rows, step: 1) else {
        // Tab wraps from the last row to the first; Down stops at the last.
        guard key == .tab else { return nil }
        focus = focusable(rows).first ?? focus
        return .some(nil)
      }
      focus = next
      return .some(nil)
    case .backTab, .up:
      guard let previous = neighbour(of: focus, in: rows, step: -1) else {
        guard key == .backTab else { return nil }
        focus = focusable(rows).last ?? focus
        return .some(nil)
      }
      focus = previous
      return .some(nil)
    case .enter:
      guard let focus else { return nil }
      if fields[focus] != nil {
        if let next = neighbour(of: focus, in: rows, step: 1) { self.focus = next }
        return .some(nil)
      }
      guard focusable(rows).contains(focus) else { return .some(nil) }
      return .some(.pressed(focus))
    default:
      guard let focus, var field = fields[focus], field.handle(key) else { return nil }
      fields[focus] = field
      return .some(.changed(focus, field.text))
    }
  }

  /// The nearest enabled row after (`step` 1) or before (-1) `id`, which may be disabled now.
  private func neighbour(of id: String?, in rows: [FormRow], step: Int) -> String? {
    let all = identifiers(rows)
    let enabled = Set(focusable(rows))
    guard let id, var index = all.firstIndex(of: id) else { return nil }
    index += step
    while all.indices.contains(index) {
      if enabled.contains(all[index]) { return all[index] }
      index += step
    }
    return nil
  }

  /// Every field's and button's id, enabled or not, in order.
  private func identifiers(_ rows: [FormRow]) -> [String] {
    rows.compactMap {
      switch $0 {
      case .field(let id, _), .button(let id, _, _): id
      default: nil
      }
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

  /// Keeps the focus on its row while that row exists (a button disabled for a moment keeps
  /// it); else the first enabled row takes it.
  private mutating func ensureFocus(in rows: [FormRow]) {
    if let focus, identifiers(rows).contains(focus) { return }
    focus = focusable(rows).first
  }
}
