/// An event the client script reports: the action named by the element's
/// ``Attribute/on(_:_:)``, its ``Attribute/eventValue(_:)``, and the field values that go with
/// it (the field's value for `input` and `change`; every named field for `submit`).
public struct WebEvent: Hashable, Sendable {
  /// How it happened.
  public var kind: WebEventKind
  /// The action.
  public var action: String
  /// The element's value (`data-value`), if any.
  public var value: String?
  /// Field values by name (`input`/`change`: the field's own under its name; `submit`: all).
  public var fields: [String: String]

  /// An event.
  public init(
    kind: WebEventKind, action: String, value: String? = nil, fields: [String: String] = [:]
  ) {
    self.kind = kind
    self.action = action
    self.value = value
    self.fields = fields
  }

  /// The event's single field value: the `input` or `change` value of the field that sent it.
  public var fieldValue: String? {
    fields.count == 1 ? fields.first?.value : nil
  }
}

/// A key pressed outside any field, as the browser names it (`"j"`, `"Enter"`, `"Escape"`,
/// `"ArrowDown"`), with Control held or not.
public struct WebKey: Hashable, Sendable {
  /// The key's name (`KeyboardEvent.key`).
  public var name: String
  /// Whether Control (or Command) was held.
  public var isControl: Bool

  /// A key.
  public init(_ name: String, isControl: Bool = false) {
    self.name = name
    self.isControl = isControl
  }

  /// Down arrow or `j`.
  public var isDown: Bool { !isControl && (name == "ArrowDown" || name == "j") }
  /// Up arrow or `k`.
  public var isUp: Bool { !isControl && (name == "ArrowUp" || name == "k") }
  /// Enter.
  public var isEnter: Bool { name == "Enter" }
}
