/// Entries by key plus their order of use, most recent first: a doubly linked list of slots in
/// an array, found through a dictionary from key to slot. Lookup, insertion, removal and "move
/// to the front" each hash the key once; the links are array indexes, so no node is a
/// reference and touching an entry costs no further hashing.
///
/// Inlinable, so that a client's `MemoryCache<String, Data>` runs code specialized for its
/// types: unspecialized, every array and dictionary access goes through generic witnesses and
/// a hit cost about ten times a locked dictionary lookup (`Benchmarks/results/latest.md`).
@usableFromInline
struct LRUIndex<Key: Hashable, Payload> {
  @usableFromInline
  struct Node {
    @usableFromInline var key: Key
    @usableFromInline var payload: Payload?
    @usableFromInline var newer = -1
    @usableFromInline var older = -1

    @inlinable
    init(key: Key, payload: Payload) {
      self.key = key
      self.payload = payload
    }
  }

  @usableFromInline var nodes: [Node] = []
  @usableFromInline var freeSlots: [Int] = []
  @usableFromInline var slots: [Key: Int] = [:]
  @usableFromInline var mostRecent = -1
  @usableFromInline var leastRecent = -1

  @inlinable
  init() {}

  /// The least recently used key: the next to evict.
  @inlinable
  var leastRecentKey: Key? { leastRecent >= 0 ? nodes[leastRecent].key : nil }

  /// How many entries there are.
  @inlinable
  var count: Int { slots.count }

  /// The slot holding `key`, if any; valid until the next insertion or removal.
  @inlinable
  func slot(of key: Key) -> Int? {
    slots[key]
  }

  /// The payload in `slot`, which must hold an entry.
  @inlinable
  func payload(at slot: Int) -> Payload? {
    nodes[slot].payload
  }

  /// The payload for `key`, without changing the order.
  @inlinable
  func peek(_ key: Key) -> Payload? {
    guard let slot = slots[key] else { return nil }
    return nodes[slot].payload
  }

  /// The key used just after `key`, walking from the least recent towards the most recent.
  @inlinable
  func key(newerThan key: Key) -> Key? {
    guard let slot = slots[key] else { return nil }
    let newer = nodes[slot].newer
    return newer >= 0 ? nodes[newer].key : nil
  }

  /// Every key, most recent first.
  @inlinable
  var keysFromMostRecent: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(slots.count)
    var cursor = mostRecent
    while cursor >= 0 {
      keys.append(nodes[cursor].key)
      cursor = nodes[cursor].older
    }
    return keys
  }

  /// Marks the entry in `slot` as the most recently used.
  @inlinable
  mutating func moveToFront(_ slot: Int) {
    guard slot != mostRecent else { return }
    unlink(slot)
    linkFront(slot)
  }

  /// Marks `key` as the most recently used and returns its payload.
  @inlinable
  @discardableResult
  mutating func touch(_ key: Key) -> Payload? {
    guard let slot = slots[key] else { return nil }
    moveToFront(slot)
    return nodes[slot].payload
  }

  /// Replaces the payload of `key` in place, keeping its position.
  @inlinable
  mutating func update(_ key: Key, _ change: (inout Payload) -> Void) {
    guard let slot = slots[key], var payload = nodes[slot].payload else { return }
    change(&payload)
    nodes[slot].payload = payload
  }

  /// Replaces the payload in `slot` in place, keeping its position.
  @inlinable
  mutating func update(at slot: Int, _ change: (inout Payload) -> Void) {
    guard var payload = nodes[slot].payload else { return }
    change(&payload)
    nodes[slot].payload = payload
  }

  /// Inserts (or replaces) `payload` for `key` as the most recently used; returns the old one.
  @inlinable
  @discardableResult
  mutating func insert(_ payload: Payload, for key: Key) -> Payload? {
    if let slot = slots[key] {
      let old = nodes[slot].payload
      nodes[slot].payload = payload
      moveToFront(slot)
      return old
    }
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = Node(key: key, payload: payload)
    } else {
      slot = nodes.count
      nodes.append(Node(key: key, payload: payload))
    }
    slots[key] = slot
    linkFront(slot)
    return nil
  }

  /// Removes `key`; returns its payload.
  @inlinable
  @discardableResult
  mutating func remove(_ key: Key) -> Payload? {
    guard let slot = slots.removeValue(forKey: key) else { return nil }
    unlink(slot)
    let payload = nodes[slot].payload
    nodes[slot].payload = nil
    freeSlots.append(slot)
    return payload
  }

  /// Removes every entry.
  @inlinable
  mutating func removeAll() {
    nodes = []
    freeSlots = []
    slots = [:]
    mostRecent = -1
    leastRecent = -1
  }

  @inlinable
  mutating func unlink(_ slot: Int) {
    let newer = nodes[slot].newer
    let older = nodes[slot].older
    if newer >= 0 { nodes[newer].older = older } else { mostRecent = older }
    if older >= 0 { nodes[older].newer = newer } else { leastRecent = newer }
    nodes[slot].newer = -1
    nodes[slot].older = -1
  }

  @inlinable
  mutating func linkFront(_ slot: Int) {
    nodes[slot].newer = -1
    nodes[slot].older = mostRecent
    if mostRecent >= 0 { nodes[mostRecent].newer = slot } else { leastRecent = slot }
    mostRecent = slot
  }
}
