import CairnTesting
import Testing

@testable import CairnWeb

@Suite("Diffing pages into patches", .timeLimit(.minutes(1)))
struct NodeDiffTests {
  private func page(@NodeBuilder _ content: () -> [Node]) -> Node {
    KeyPaths.qualify(Node.element(.div, [.class("app")], key: "app", content), under: "")
  }

  private func rows(selected: Int?, order: [Int] = Array(0..<20)) -> Node {
    page {
      Node.ul(.class("list"), key: "list") {
        for index in order {
          Node.li(.classes(["row", index == selected ? "selected" : ""]), key: "r\(index)") {
            Node.span(.class("title")) { Node.text("할 일 \(index)") }
            Node.span(.class("secondary")) { Node.text("2026-11-\(10 + index % 18)") }
          }
        }
      }
    }
  }

  @Test func selectingARowChangesOnlyTheTwoRowsClasses() {
    let operations = NodeDiff.operations(from: rows(selected: 3), to: rows(selected: 4))
    #expect(
      operations == [
        .attributes(PatchTarget(key: "app/list/r3"), ["class": "row"]),
        .attributes(PatchTarget(key: "app/list/r4"), ["class": "row selected"]),
      ])
  }

  @Test func movingARowIsOneReorderThatKeepsEveryRow() {
    let order = [1, 0] + Array(2..<20)
    let operations = NodeDiff.operations(
      from: rows(selected: nil), to: rows(selected: nil, order: order))
    #expect(operations.count == 1)
    guard case .keyedChildren(let target, let items) = operations.first else {
      Issue.record("expected a reorder, got \(operations)")
      return
    }
    #expect(target.key == "app/list")
    #expect(items.allSatisfy { if case .keep = $0 { true } else { false } })
  }

  @Test func aChangedTextIsSentAsText() {
    let before = page { Node.p(key: "p") { Node.text("하나") } }
    let after = page { Node.p(key: "p") { Node.text("둘 <b>") } }
    #expect(
      NodeDiff.operations(from: before, to: after) == [.text(PatchTarget(key: "app/p"), "둘 <b>")])
  }

  @Test func anUnchangedPageNeedsNoOperation() {
    #expect(NodeDiff.operations(from: rows(selected: 1), to: rows(selected: 1)).isEmpty)
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func anyDiffTurnsTheOldPageIntoTheNewOne(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let old = KeyPaths.qualify(RandomTree.make(depth: 3, key: "app", using: &random), under: "")
    let new = KeyPaths.qualify(RandomTree.mutate(old.unqualified, using: &random), under: "")
    let patched = PatchApplier.apply(NodeDiff.operations(from: old, to: new), to: old)
    #expect(PatchApplier.normalized(patched) == PatchApplier.normalized(new), "seed \(seed)")
  }
}

/// Random pages: nested elements, keyed lists, texts, and changes to them.
enum RandomTree {
  static let tags: [HTMLTag] = [.div, .span, .p, .ul, .li, .button]
  static let classes = ["a", "b", "c", "selected", ""]

  static func make(depth: Int, key: String?, using random: inout SeededGenerator) -> Node {
    let tag = tags.randomElement(using: &random) ?? .div
    let attributes =
      Bool.random(using: &random)
      ? [Attribute.class(classes.randomElement(using: &random) ?? "")] : []
    var children: [Node] = []
    if depth > 0 {
      if Bool.random(using: &random) {
        let keys = Array(0..<Int.random(in: 0...5, using: &random)).shuffled(using: &random)
        children = keys.map { make(depth: depth - 1, key: "k\($0)", using: &random) }
      } else {
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          children.append(
            Bool.random(using: &random)
              ? .text("t\(Int.random(in: 0...3, using: &random))")
              : make(depth: depth - 1, key: nil, using: &random))
        }
      }
    }
    return .element(Element(tag, attributes: attributes, children: children, key: key))
  }

  static func mutate(_ node: Node, using random: inout SeededGenerator) -> Node {
    guard case .element(var element) = node else {
      return Int.random(in: 0..<4, using: &random) == 0 ? .text("changed") : node
    }
    switch Int.random(in: 0..<6, using: &random) {
    case 0: element.attributes = [.class(classes.randomElement(using: &random) ?? "")]
    case 1: element.children.shuffle(using: &random)
    case 2: if !element.children.isEmpty { element.children.removeLast() }
    case 3:
      let key =
        element.children.allSatisfy({ $0.element?.key != nil }) && !element.children.isEmpty
        ? "k\(Int.random(in: 10...20, using: &random))" : nil
      if !element.children.contains(where: { $0.element?.key == key }) || key == nil {
        element.children.append(make(depth: 1, key: key, using: &random))
      }
    default: break
    }
    element.children = element.children.map { mutate($0, using: &random) }
    return .element(element)
  }
}

extension Node {
  /// The tree with each key back to its own part (the last of its path).
  var unqualified: Node {
    guard case .element(var element) = self else { return self }
    element.key = element.key.map { String($0.split(separator: "/").last ?? "") }
    element.children = element.children.map(\.unqualified)
    return .element(element)
  }
}
