/// Identifies one screen in the navigation model. Ids are handed out in order by a ``Navigator``,
/// so two runs of the same flow produce the same ids — models compare equal across runs.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
  /// The number the navigator gave this screen.
  public let rawValue: Int

  /// Wraps a raw number; normally only a ``Navigator`` makes ids.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// `s<number>`, as printed in navigation trees.
  public var description: String { "s\(rawValue)" }
}

/// Identifies one presented modal (sheet, full-screen modal, alert or action sheet).
public struct ModalID: Hashable, Sendable, CustomStringConvertible {
  /// The number the navigator gave this modal.
  public let rawValue: Int

  /// Wraps a raw number; normally only a ``Navigator`` makes ids.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// `m<number>`, as printed in navigation trees.
  public var description: String { "m\(rawValue)" }
}

/// Identifies one running flow (coordinator).
public struct FlowID: Hashable, Sendable, CustomStringConvertible {
  /// The number the navigator gave this flow.
  public let rawValue: Int

  /// Wraps a raw number; normally only a ``Navigator`` makes ids.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// `f<number>`, as printed in events.
  public var description: String { "f\(rawValue)" }
}

/// Identifies a tab by a stable name chosen by the app, such as `"main"` or `"soup"`.
public struct TabID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The tab's name.
  public let rawValue: String

  /// Names a tab.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Names a tab with a string literal: `let tab: TabID = "main"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The tab's name.
  public var description: String { rawValue }

  /// The single tab a navigator starts with, for apps without a tab bar.
  public static let main: TabID = "main"
}
