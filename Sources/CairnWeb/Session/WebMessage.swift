/// What the client script sends up the socket. Every message is one JSON object whose `t`
/// names its kind.
public enum ClientMessage: Hashable, Sendable {
  /// The page opened its socket: its session, the session this tab had before a reload (from
  /// the tab's `sessionStorage`), the page's URL, the version it was served by and the index of
  /// its history entry.
  case join(session: String, previous: String?, url: String, version: String, index: Int)
  /// An element's event, for the screen with this id (nil: the chrome's).
  case event(sequence: Int, screen: Int?, WebEvent)
  /// A key pressed outside any field, for the screen on top.
  case key(sequence: Int, WebKey)
  /// The browser's back or forward button: the history entry it went to.
  case history(sequence: Int, url: String, index: Int)
}

/// What the server sends down the socket.
public enum ServerMessage: Hashable, Sendable {
  /// Changes to the page, the events they answer (every event up to `acknowledged`), and how
  /// the browser's address should follow the model.
  case patch(
    operations: [PatchOperation], acknowledged: Int, address: AddressChange?, title: String?)
  /// The whole page body, when the client's page cannot be patched (another session was
  /// adopted, or the session was rebuilt).
  case page(html: String, session: String, address: AddressChange?, title: String?)
  /// The server runs another version than the page: reload.
  case reload
}

/// How the browser's address follows a change of the model.
public enum AddressChange: Hashable, Sendable {
  /// A new history entry (the model went deeper: a push, a presented sheet).
  case push(url: String, index: Int)
  /// The same entry, another address (a tab switch, a replaced stack).
  case replace(url: String, index: Int)
  /// Back by `count` entries, without telling the server again (the model went back: the
  /// in-page back button, a dismissed sheet).
  case back(count: Int, url: String, index: Int)
}
