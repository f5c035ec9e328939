/// Makes the keys of a tree full and unique: each keyed element's key becomes its nearest
/// keyed ancestor's full key, a `/`, and its own key. A view's keys then need only be unique
/// among the keyed elements under the same keyed ancestor (a row's id); where two are not (two
/// lists of the same ids side by side), the later ones get `~2`, `~3`… so that every keyed
/// element of a page has a key of its own, which is what the client finds it by.
public enum KeyPaths {
  /// `node` with full keys, under an ancestor whose full key is `parent`.
  public static func qualify(_ node: Node, under parent: String) -> Node {
    var used: Set<String> = []
    return qualify(node, under: parent, used: &used)
  }

  private static func qualify(_ node: Node, under parent: String, used: inout Set<String>)
    -> Node
  {
    guard case .element(var element) = node else { return node }
    if let key = element.key {
      let base = parent.isEmpty ? key : parent + "/" + key
      var full = base
      var suffix = 2
      while !used.insert(full).inserted {
        full = base + "~\(suffix)"
        suffix += 1
      }
      element.key = full
    }
    let childParent = element.key ?? parent
    element.children = element.children.map { qualify($0, under: childParent, used: &used) }
    return .element(element)
  }
}
