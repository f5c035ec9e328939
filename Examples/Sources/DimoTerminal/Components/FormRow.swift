import CairnTerminal

/// One line (or block) of a DIMO form screen, top to bottom.
enum FormRow {
  /// Text, wrapped, in a style (titles, hints, messages).
  case text(String, Style = .normal)
  /// A text field, by id; `isSecure` draws dots instead of the characters.
  case field(String, isSecure: Bool = false)
  /// A button, by id; a disabled one is drawn dim and skipped by the focus.
  case button(String, title: String, isEnabled: Bool = true)
  /// An empty line.
  case blank
}

/// What a key did on a form.
enum FormEvent: Equatable {
  /// A field's text changed.
  case changed(String, String)
  /// A button was pressed (Enter).
  case pressed(String)
}
