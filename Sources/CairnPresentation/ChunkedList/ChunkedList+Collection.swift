extension ChunkedList: RandomAccessCollection {
  /// Positions are the elements' offsets: `0..<count`.
  public typealias Index = Int

  /// Walks the chunks in order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let chunks: [Chunk]
    @usableFromInline var chunk = 0
    @usableFromInline var index: Int

    @inlinable init(_ chunks: [Chunk]) {
      self.chunks = chunks
      index = chunks.first?.startIndex ?? 0
    }

    /// The next element, or `nil` after the last.
    @inlinable public mutating func next() -> Element? {
      guard chunk < chunks.count else { return nil }
      let element = chunks[chunk][index]
      index += 1
      if index == chunks[chunk].endIndex {
        chunk += 1
        if chunk < chunks.count { index = chunks[chunk].startIndex }
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
    return chunks[chunk][index(offset, in: chunk)]
  }

  /// An iterator over the elements, chunk by chunk.
  @inlinable public func makeIterator() -> Iterator {
    Iterator(chunks)
  }

  /// The position of the first element satisfying `predicate`, walking the chunks in order.
  @inlinable public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    for (chunk, elements) in chunks.enumerated() {
      if let found = try elements.firstIndex(where: predicate) {
        return starts[chunk] + found - elements.startIndex
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
    // An array slice's `==` answers at once for two slices of the same storage.
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
