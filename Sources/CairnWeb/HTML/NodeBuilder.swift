/// Builds the children of an element from statements: nodes, optional nodes, `if`/`else`,
/// `switch` and `for` loops.
///
/// ```swift
/// Node.ul(.class("todos")) {
///   for todo in todos {
///     Node.li(key: todo.id.uuidString) { Node.text(todo.title) }
///   }
///   if todos.isEmpty { Node.p { Node.text("Nothing to do") } }
/// }
/// ```
@resultBuilder
public enum NodeBuilder {
  /// Joins the statements' nodes.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  /// One node.
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  /// Several nodes.
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  /// An optional node: nothing when nil.
  public static func buildExpression(_ node: Node?) -> [Node] { node.map { [$0] } ?? [] }
  /// `if` without `else`.
  public static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
  /// `if`'s branch.
  public static func buildEither(first nodes: [Node]) -> [Node] { nodes }
  /// `else`'s branch.
  public static func buildEither(second nodes: [Node]) -> [Node] { nodes }
  /// `for`.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  /// `if #available`.
  public static func buildLimitedAvailability(_ nodes: [Node]) -> [Node] { nodes }
}
