/// One change to the page, as the client script applies it. An element is found by its
/// nearest keyed ancestor's full key (its `data-key`) and the indexes of element children
/// from there (``target``).
public enum PatchOperation: Hashable, Sendable {
  /// Sets attributes (a nil value removes it). A field's `value` or `checked` is not touched
  /// while the user is in it.
  case attributes(PatchTarget, [String: String?])
  /// Replaces the element's children with a text.
  case text(PatchTarget, String)
  /// Replaces the element's children with HTML.
  case children(PatchTarget, html: String)
  /// Replaces the element itself with HTML.
  case replace(PatchTarget, html: String)
  /// Reorders keyed children: each item is the full key of a child to keep (moved into place)
  /// or the HTML of a new child; children not named are removed.
  case keyedChildren(PatchTarget, [KeyedChild])
}

/// Where a ``PatchOperation`` applies.
public struct PatchTarget: Hashable, Sendable {
  /// The full key of the nearest keyed ancestor (or of the element itself).
  public var key: String
  /// The indexes of element children (text nodes not counted) from that ancestor down.
  public var path: [Int]

  /// A target.
  public init(key: String, path: [Int] = []) {
    self.key = key
    self.path = path
  }
}

/// An item of a ``PatchOperation/keyedChildren(_:_:)`` operation.
public enum KeyedChild: Hashable, Sendable {
  /// Keep the existing child with this full key.
  case keep(String)
  /// Insert a new child.
  case insert(html: String)
}
