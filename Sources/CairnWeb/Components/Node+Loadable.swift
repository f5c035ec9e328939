import CairnPresentation

extension Node {
  /// A section's content in each of its states: a spinner with the chrome's "loading" while it
  /// loads, its empty message, its failure with a retry button (sending `retryAction`) when the
  /// failure can be retried and the screen can retry it, and `content` once loaded.
  public static func loadable<Value>(
    _ state: Loadable<Value>, strings: WebStrings, retryAction: String? = nil,
    retryTitle: String? = nil,
    @NodeBuilder content: (Value) -> [Node]
  ) -> Node {
    switch state {
    case .loading:
      return Node.div(.class("loading"), .role("status")) {
        Node.span(.class("spinner"), .aria("hidden", "true"))
        Node.span { Node.text(" " + strings.loading) }
      }
    case .empty(let message):
      return Node.p(.class("empty")) { Node.text(message) }
    case .failed(let failure):
      return Node.div(.class("failed"), .role("alert")) {
        Node.p { Node.text(failure.message) }
        if failure.isRetryable, let retryAction, let retryTitle {
          Node.button(.class("retry"), action: retryAction) { Node.text(retryTitle) }
        }
      }
    case .loaded(let value):
      return Node.div(.class("loaded")) { content(value) }
    }
  }
}
