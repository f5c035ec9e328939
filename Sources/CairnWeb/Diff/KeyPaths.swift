/// Makes the keys of a tree full and unique: each keyed element's key becomes its nearest
/// keyed ancestor's full key, a `/`, and its own key. A view's keys then need only be unique
/// among the keyed elements under the same keyed ancestor (a row's id); where two are not (two
/// lists of the same ids side by side), the later ones get `~2`, `~3`… so that every keyed
/// element of a page has a key of its own, which is what the client finds it by.
///
/// A subtree with no key in it is returned as it was, storage and all; and a keyed element
/// that is the very one the last qualification saw (a part a view kept from its last render,
/// see ``NodeMemo``) is given back as it was qualified then, unwalked. Either way the diff then
/// finds it equal at the cost of a pointer.
public enum KeyPaths {
  /// The keyed elements of the last qualification, by full key: as the view gave them, as
  /// they were qualified, and the full keys of the keyed elements inside them.
  public struct Qualified: Sendable {
    fileprivate var elements: [String: Entry] = [:]

    /// Nothing qualified yet.
    public init() {}
  }

  fileprivate struct Entry: Sendable {
    let given: Element
    let qualified: Node
    let descendants: ArraySlice<String>
    /// Whether a key inside it had to take a `~n` suffix: such a subtree depends on keys
    /// outside it, so it is walked again rather than reused.
    let isSuffixedInside: Bool
  }

  /// `node` with full keys, under an ancestor whose full key is `parent`.
  public static func qualify(_ node: Node, under parent: String) -> Node {
    var last = Qualified()
    return qualify(node, under: parent, reusing: &last)
  }

  /// `node` with full keys under `parent`, reusing what `last` qualified (and keeping in it
  /// what this qualification made, for the next). The keys are those a fresh qualification
  /// gives: a reused element claims its descendants' keys too, in the same order.
  public static func qualify(_ node: Node, under parent: String, reusing last: inout Qualified)
    -> Node
  {
    var walk = Walk(last: last.elements)
    let result = walk.qualified(node, under: parent) ?? node
    last.elements = walk.made
    return result
  }

  private struct Walk {
    let last: [String: Entry]
    var made: [String: Entry] = [:]
    /// Every full key claimed, in document order.
    var claimed: [String] = []
    /// How many keys took a `~n` suffix so far.
    var suffixed = 0

    /// The node with full keys, or nil when it holds no key and so stays as it is.
    mutating func qualified(_ node: Node, under parent: String) -> Node? {
      guard case .element(var element) = node else { return nil }
      var full: String?
      if let key = element.key {
        let base = parent.isEmpty ? key : parent + "/" + key
        var candidate = base
        var suffix = 2
        while made[candidate] != nil {
          candidate = base + "~\(suffix)"
          suffix += 1
        }
        if candidate != base { suffixed += 1 }
        if let kept = last[candidate], kept.given == element, !kept.isSuffixedInside,
          kept.descendants.allSatisfy({ made[$0] == nil })
        {
          reuse(kept, at: candidate)
          return kept.qualified
        }
        full = candidate
      }
      let given = element
      var changed = false
      let first = claimed.count
      let suffixedBefore = suffixed
      if let full {
        changed = full != element.key
        element.key = full
        // Claimed before the children, as a parent comes before its descendants.
        claim(
          full,
          Entry(
            given: given, qualified: .element(element), descendants: [], isSuffixedInside: true))
      }
      let childParent = element.key ?? parent
      var children: [Node]?
      for (index, child) in element.children.enumerated() {
        guard let qualifiedChild = qualified(child, under: childParent) else { continue }
        if children == nil { children = element.children }
        children?[index] = qualifiedChild
      }
      if let children {
        element.children = children
        changed = true
      }
      if let full {
        made[full] = Entry(
          given: given, qualified: .element(element),
          descendants: claimed[(first + 1)..<claimed.count],
          isSuffixedInside: suffixed != suffixedBefore)
      }
      return changed ? .element(element) : nil
    }

    private mutating func claim(_ key: String, _ entry: Entry) {
      made[key] = entry
      claimed.append(key)
    }

    /// Takes `kept` as it was, with the keys of its keyed descendants.
    private mutating func reuse(_ kept: Entry, at key: String) {
      claim(key, kept)
      for descendant in kept.descendants {
        if let entry = last[descendant] { claim(descendant, entry) }
      }
    }
  }
}
