/// Entries by key plus their order of use, most recent first: a doubly linked list threaded
/// through a dictionary by key, so that lookup, insertion, removal and "move to the front" are
/// all O(1) (amortized, as the dictionary is) and no node is a reference.
struct LRUIndex<Key: Hashable, Payload> {
  private struct Node {
    var payload: Payload
    var newer: Key?
    var older: Key?
  }

  private var nodes: [Key: Node] = [:]

  /// The most recently used key.
  private(set) var mostRecentKey: Key?

  /// The least recently used key: the next to evict.
  private(set) var leastRecentKey: Key?

  /// How many entries there are.
  var count: Int { nodes.count }

  /// The payload for `key`, without changing the order.
  func peek(_ key: Key) -> Payload? {
    nodes[key]?.payload
  }

  /// The key used just after `key`, walking from the least recent towards the most recent.
  func key(newerThan key: Key) -> Key? {
    nodes[key]?.newer
  }

  /// Every key, most recent first.
  var keysFromMostRecent: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(nodes.count)
    var cursor = mostRecentKey
    while let key = cursor {
      keys.append(key)
      cursor = nodes[key]?.older
    }
    return keys
  }

  /// Marks `key` as the most recently used and returns its payload.
  @discardableResult
  mutating func touch(_ key: Key) -> Payload? {
    guard let node = nodes[key] else { return nil }
    if mostRecentKey != key {
      unlink(key, node)
      linkFront(key)
    }
    return node.payload
  }

  /// Replaces the payload of `key` in place, keeping its position.
  mutating func update(_ key: Key, _ change: (inout Payload) -> Void) {
    guard var node = nodes[key] else { return }
    change(&node.payload)
    nodes[key] = node
  }

  /// Inserts (or replaces) `payload` for `key` as the most recently used; returns the old one.
  @discardableResult
  mutating func insert(_ payload: Payload, for key: Key) -> Payload? {
    let old = remove(key)
    nodes[key] = Node(payload: payload)
    linkFront(key)
    return old
  }

  /// Removes `key`; returns its payload.
  @discardableResult
  mutating func remove(_ key: Key) -> Payload? {
    guard let node = nodes[key] else { return nil }
    unlink(key, node)
    nodes[key] = nil
    return node.payload
  }

  /// Removes every entry.
  mutating func removeAll() {
    nodes = [:]
    mostRecentKey = nil
    leastRecentKey = nil
  }

  private mutating func unlink(_ key: Key, _ node: Node) {
    if let newer = node.newer {
      nodes[newer]?.older = node.older
    } else {
      mostRecentKey = node.older
    }
    if let older = node.older {
      nodes[older]?.newer = node.newer
    } else {
      leastRecentKey = node.newer
    }
  }

  private mutating func linkFront(_ key: Key) {
    nodes[key]?.newer = nil
    nodes[key]?.older = mostRecentKey
    if let head = mostRecentKey {
      nodes[head]?.newer = key
    } else {
      leastRecentKey = key
    }
    mostRecentKey = key
  }
}
