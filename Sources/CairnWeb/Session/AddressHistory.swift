/// The browser's history of one session, as the session moves it: each change of the model's
/// address becomes a new entry when the model went deeper, a return to an earlier entry when
/// it went back (as far as entries exist), and a replaced entry otherwise.
///
/// Deeper and back are measured from the depth the model had when the current entry was made,
/// not at the last render: a dialog that comes and goes in between (BookKitty's menu, which
/// then pushes the question) changes no address, so it must not move the measure either.
struct AddressHistory {
  /// The address shown now.
  private(set) var address: String
  /// The index of the current entry (0 for the page's first).
  private(set) var index = 0
  /// The model's depth when the current entry was made.
  private var depth = 0

  init(address: String) {
    self.address = address
  }

  /// Takes `address` as the current entry without moving (a page served or served again).
  mutating func settle(_ address: String, depth: Int) {
    self.address = address
    self.depth = depth
  }

  /// The change for the browser once the model is at `address` and `depth`; nil when the
  /// address did not change.
  mutating func follow(_ newAddress: String, depth newDepth: Int) -> AddressChange? {
    guard newAddress != address else {
      // Shallower at the same address (a screen with no address of its own popped): the next
      // push is measured from there.
      depth = min(depth, newDepth)
      return nil
    }
    defer { depth = newDepth }
    address = newAddress
    if newDepth > depth {
      index += 1
      return .push(url: newAddress, index: index)
    }
    let steps = min(depth - newDepth, index)
    if steps > 0 {
      index -= steps
      return .back(count: steps, url: newAddress, index: index)
    }
    return .replace(url: newAddress, index: index)
  }

  /// The browser moved itself to entry `index`, showing `address`, and the model followed to
  /// `depth`: a model whose own address differs then replaces the entry, it does not add one.
  mutating func moved(to index: Int, address: String, depth: Int) {
    self.index = index
    self.address = address
    self.depth = depth
  }
}
