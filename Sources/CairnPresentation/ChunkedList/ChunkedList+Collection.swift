extension ChunkedList: RandomAccessCollection {
  /// Positions are the elements' offsets: `0..<count`.
  public typealias Index = Int

  /// Walks the chunks in order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let chunks: [[Element]]
    @usableFromInline var chunk = 0
    @usableFromInline var offset = 0

    @inlinable init(_ chunks: [[Element]]) {
      self.chunks = chunks
    }

    /// The next element, or `nil` after the last.
    @inlinable public mutating func next() -> Element? {
      guard chunk < chunks.count else { return nil }
      let element = chunks[chunk][offset]
      offset += 1
      if offset == chunks[chunk].count {
        chunk += 1
        offset = 0
      }
      return element
    }
  }

  /// Always 0.
  @inlinable public var startIndex: Int { 0 }

  /// ``count``.
  @inlinable public var endIndex: Int { count }

  /// The element at `position` (in `0..<count`), found by a binary search over the chunks.
  @inlinable public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "ChunkedList index out of range")
    let (chunk, offset) = locate(position)
    return chunks[chunk][offset]
  }

  /// An iterator over the elements, chunk by chunk.
  @inlinable public func makeIterator() -> Iterator {
    Iterator(chunks)
  }

  /// The position of the first element satisfying `predicate`, walking the chunks in order.
  @inlinable public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    for (chunk, elements) in chunks.enumerated() {
      if let offset = try elements.firstIndex(where: predicate) {
        return starts[chunk] + offset
      }
    }
    return nil
  }
}

extension ChunkedList.Iterator: Sendable where Element: Sendable {}

extension ChunkedList: Equatable where Element: Equatable {
  /// Same elements in the same order. Chunks the two lists share (a list and the version it
  /// was changed from) compare in constant time.
  @inlinable public static func == (lhs: ChunkedList, rhs: ChunkedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard lhs.starts == rhs.starts else { return lhs.elementsEqual(rhs) }
    // `Array`'s `==` answers at once for two arrays sharing their storage.
    return lhs.chunks == rhs.chunks
  }
}

extension ChunkedList: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}
