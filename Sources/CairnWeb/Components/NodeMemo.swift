/// The nodes a view built for the items of a list, kept from one render to the next: an item
/// equal to the one its node was built for gets the same node back, unbuilt.
///
/// A selection that moves in a list of 300 rows then builds two rows, not 300, and the diff
/// finds the 298 others equal by their storage (see ``KeyPaths``) instead of comparing them
/// field by field. The input must hold everything the node shows (the row and whether it is
/// selected, say): a node is reused whenever the inputs are equal.
@MainActor
public final class NodeMemo<ID: Hashable, Input: Equatable> {
  /// What the last call built, by id (inlinable, so that a view's module specializes the
  /// lookups for its own types).
  @usableFromInline var built: [ID: (input: Input, node: Node)] = [:]

  /// An empty memo.
  public init() {}

  /// The nodes of `inputs`, in their order: each built by `build` unless the last call built
  /// one for an equal input of the same id. What was built for ids no longer listed is dropped.
  @inlinable
  public func nodes(
    for inputs: [Input], id: (Input) -> ID, build: (Input) -> Node
  ) -> [Node] {
    var next: [ID: (input: Input, node: Node)] = [:]
    next.reserveCapacity(inputs.count)
    let nodes = inputs.map { input -> Node in
      let key = id(input)
      if let kept = next[key] ?? built[key], kept.input == input {
        next[key] = kept
        return kept.node
      }
      let node = build(input)
      next[key] = (input, node)
      return node
    }
    built = next
    return nodes
  }

  /// How many nodes are kept.
  public var count: Int { built.count }
}
