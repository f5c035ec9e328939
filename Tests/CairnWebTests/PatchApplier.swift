@testable import CairnWeb

/// Applies patch operations to a tree as the client script applies them to the page, so that
/// a test can check that a diff turns the old page into the new one.
enum PatchApplier {
  static func apply(_ operations: [PatchOperation], to page: Node) -> Node {
    operations.reduce(page) { apply($1, to: $0) }
  }

  static func apply(_ operation: PatchOperation, to page: Node) -> Node {
    switch operation {
    case .attributes(let target, let changes):
      return modify(page, target) { element in
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
          element.attributes.removeAll { $0.name == name }
          if let value { element.attributes.append(.named(name, value)) }
        }
      }
    case .text(let target, let text):
      return modify(page, target) { $0.children = text.isEmpty ? [] : [.text(text)] }
    case .children(let target, let html):
      return modify(page, target) { $0.children = MiniHTML.parse(html) }
    case .replace(let target, let html):
      return replace(page, target, with: MiniHTML.parse(html).first ?? .text(""))
    case .keyedChildren(let target, let items):
      return modify(page, target) { element in
        var byKey: [String: Node] = [:]
        for child in element.children { if let key = child.element?.key { byKey[key] = child } }
        element.children = items.compactMap { item in
          switch item {
          case .keep(let key): byKey[key]
          case .insert(let html): MiniHTML.parse(html).first
          }
        }
      }
    }
  }

  /// The tree with the element at `target` changed by `change`.
  private static func modify(_ node: Node, _ target: PatchTarget, _ change: (inout Element) -> Void)
    -> Node
  {
    transform(node, target) { node in
      guard case .element(var element) = node else { return node }
      change(&element)
      return .element(element)
    }
  }

  private static func replace(_ node: Node, _ target: PatchTarget, with new: Node) -> Node {
    transform(node, target) { _ in new }
  }

  private static func transform(_ node: Node, _ target: PatchTarget, _ change: (Node) -> Node)
    -> Node
  {
    guard case .element(var element) = node else { return node }
    if element.key == target.key { return follow(node, path: target.path[...], change) }
    element.children = element.children.map { transform($0, target, change) }
    return .element(element)
  }

  private static func follow(_ node: Node, path: ArraySlice<Int>, _ change: (Node) -> Node) -> Node
  {
    guard let index = path.first else { return change(node) }
    guard case .element(var element) = node else { return node }
    var elementIndex = -1
    element.children = element.children.map { child in
      guard child.element != nil else { return child }
      elementIndex += 1
      return elementIndex == index ? follow(child, path: path.dropFirst(), change) : child
    }
    return .element(element)
  }

  /// The tree as a browser holds it: attributes sorted by name (the order a patch may change)
  /// and adjacent texts joined (HTML cannot tell them apart).
  static func normalized(_ node: Node) -> Node {
    guard case .element(var element) = node else { return node }
    element.attributes.sort { $0.name < $1.name }
    var children: [Node] = []
    for child in element.children.map(normalized) {
      if case .text(let text) = child {
        if text.isEmpty { continue }
        if case .text(let previous)? = children.last {
          children[children.count - 1] = .text(previous + text)
          continue
        }
      }
      children.append(child)
    }
    element.children = children
    return .element(element)
  }
}
