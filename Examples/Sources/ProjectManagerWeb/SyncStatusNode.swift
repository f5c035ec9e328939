import CairnWeb
import ProjectManagerPresentation

/// The board's sync status line in the browser, as the terminal's `SyncStatusLine`: the state
/// in words, coloured by its kind, with a turning spinner while a sync runs, and a button that
/// syncs now. It stays at the bottom of the board however far it scrolls.
enum SyncStatusNode {
  /// The line for `status`; its `data-sync` names the kind (`ok`, `pending`, `offline`,
  /// `error`, `busy`).
  static func node(_ status: SyncStatusText) -> Node {
    let kind = name(of: status.kind)
    return Node.element(
      .footer, [.classes(["sync-status", kind]), .data("sync", kind), .role("status")],
      key: "sync"
    ) {
      if status.kind == .busy {
        Node.span(.class("spinner"), .aria("hidden", "true"))
      } else {
        Node.span(.class("sync-dot"), .aria("hidden", "true")) { Node.text("●") }
      }
      Node.span(.class("sync-text")) { Node.text(status.text) }
      Node.button(.classes(["small", "sync-now"]), action: BoardAction.sync.rawValue) {
        Node.text(ProjectManagerStrings.Keys.syncNow)
      }
    }
  }

  private static func name(of kind: SyncStatusText.Kind) -> String {
    switch kind {
    case .ok: "ok"
    case .pending: "pending"
    case .offline: "offline"
    case .error: "error"
    case .busy: "busy"
    }
  }
}
