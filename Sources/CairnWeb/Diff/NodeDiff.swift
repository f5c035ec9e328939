/// The operations that turn the page the client shows (an old tree) into a new one.
///
/// Elements are matched by position, or by ``Element/key`` among children that all have one:
/// a keyed list whose rows moved is one reordering plus the rows' own changes, not a rebuilt
/// list. Within a matched element only what changed is sent: attributes, a text, or — when the
/// children changed shape — the children's HTML. Keys must be full (see ``KeyPaths``) and
/// unique among siblings; siblings with a repeated key are diffed as unkeyed.
public enum NodeDiff {
  /// The operations from `old` to `new`, both rooted at the element with full key `rootKey`.
  public static func operations(from old: Node, to new: Node) -> [PatchOperation] {
    guard let oldElement = old.element, let newElement = new.element, let key = newElement.key
    else { return [] }
    var operations: [PatchOperation] = []
    diff(oldElement, newElement, at: PatchTarget(key: key), into: &operations)
    return operations
  }

  private static func diff(
    _ old: Element, _ new: Element, at target: PatchTarget, into operations: inout [PatchOperation]
  ) {
    guard old.tag == new.tag, old.key == new.key else {
      operations.append(.replace(target, html: Node.element(new).html))
      return
    }
    if let changes = attributeChanges(old.attributes, new.attributes) {
      operations.append(.attributes(target, changes))
    }
    diffChildren(old, new, at: target, into: &operations)
  }

  private static func attributeChanges(_ old: [Attribute], _ new: [Attribute]) -> [String:
    String?]?
  {
    guard old != new else { return nil }
    var before: [String: String] = [:]
    for attribute in old { before[attribute.name] = attribute.value }
    var after: [String: String] = [:]
    for attribute in new { after[attribute.name] = attribute.value }
    var changes: [String: String?] = [:]
    for (name, value) in after where before[name] != value { changes[name] = .some(value) }
    for name in before.keys where after[name] == nil { changes[name] = .some(nil) }
    return changes.isEmpty ? nil : changes
  }

  private static func diffChildren(
    _ old: Element, _ new: Element, at target: PatchTarget, into operations: inout [PatchOperation]
  ) {
    let (oldChildren, newChildren) = (old.children, new.children)
    guard oldChildren != newChildren else { return }
    if let newKeys = uniqueKeys(newChildren), let oldKeys = uniqueKeys(oldChildren) {
      diffKeyed(oldChildren, oldKeys, newChildren, newKeys, at: target, into: &operations)
      return
    }
    if newChildren.allSatisfy({ $0.element == nil }) {
      let text = newChildren.map { node -> String in
        if case .text(let value) = node { return value }
        return ""
      }.joined()
      operations.append(.text(target, text))
      return
    }
    guard sameShape(oldChildren, newChildren) else {
      operations.append(.children(target, html: newChildren.map(\.html).joined()))
      return
    }
    var elementIndex = 0
    for (oldChild, newChild) in zip(oldChildren, newChildren) {
      guard case .element(let newElement) = newChild, case .element(let oldElement) = oldChild
      else { continue }
      if oldElement != newElement {
        let childTarget: PatchTarget =
          newElement.key.map { PatchTarget(key: $0) }
          ?? PatchTarget(key: target.key, path: target.path + [elementIndex])
        diff(oldElement, newElement, at: childTarget, into: &operations)
      }
      elementIndex += 1
    }
  }

  /// Children whose keys are all set and unique, as a list; nil otherwise (or when empty).
  private static func uniqueKeys(_ children: [Node]) -> [String]? {
    guard !children.isEmpty else { return nil }
    var keys: [String] = []
    var seen: Set<String> = []
    for child in children {
      guard let key = child.element?.key, seen.insert(key).inserted else { return nil }
      keys.append(key)
    }
    return keys
  }

  /// Whether the two lists have the same kinds in the same order (texts equal, elements of
  /// the same tag and key), so that they can be diffed position by position.
  private static func sameShape(_ old: [Node], _ new: [Node]) -> Bool {
    guard old.count == new.count else { return false }
    return zip(old, new).allSatisfy { pair in
      switch pair {
      case (.text(let a), .text(let b)): a == b
      case (.element(let a), .element(let b)): a.tag == b.tag && a.key == b.key
      default: false
      }
    }
  }

  private static func diffKeyed(
    _ old: [Node], _ oldKeys: [String], _ new: [Node], _ newKeys: [String],
    at target: PatchTarget, into operations: inout [PatchOperation]
  ) {
    if oldKeys == newKeys {
      // Nothing moved (a selection, an edit): pair the children in place.
      for (before, after) in zip(old, new) {
        guard let before = before.element, let after = after.element, before != after,
          let key = after.key
        else { continue }
        diff(before, after, at: PatchTarget(key: key), into: &operations)
      }
      return
    }
    var oldByKey: [String: Element] = [:]
    for (key, node) in zip(oldKeys, old) { oldByKey[key] = node.element }
    let items: [KeyedChild] = zip(newKeys, new).map { key, node in
      oldByKey[key] != nil ? .keep(key) : .insert(html: node.html)
    }
    operations.append(.keyedChildren(target, items))
    for (key, node) in zip(newKeys, new) {
      guard let before = oldByKey[key], let after = node.element, before != after else { continue }
      diff(before, after, at: PatchTarget(key: key), into: &operations)
    }
  }
}
