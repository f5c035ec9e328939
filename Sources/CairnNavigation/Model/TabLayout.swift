/// How a tab shows its stack.
///
/// The layout changes only what is drawn: the stack, the screen on top that gets the keys, and
/// every router operation stay the same, so a flow works unchanged in either layout.
public enum TabLayout: Hashable, Sendable {
  /// One screen at a time: the top of the stack. The default.
  case stack
  /// A primary/secondary pair for wide layouts: the stack's root (the primary, usually a list)
  /// beside the screen on top of it (the secondary, what the primary opened). Where the front
  /// end is narrower than `collapsesBelow` (in its own units: columns for a terminal), the
  /// pair collapses to ``stack``. Back from the secondary returns to the primary as usual.
  case split(collapsesBelow: Int)
}
