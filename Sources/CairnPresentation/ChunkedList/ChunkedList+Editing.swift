extension ChunkedList {
  /// Inserts `element` at `position` (in `0...count`), copying at most one chunk and the chunk
  /// table.
  @inlinable public mutating func insert(_ element: Element, at position: Int) {
    precondition(position >= 0 && position <= count, "ChunkedList index out of range")
    guard position < count else {
      append(element)
      return
    }
    let (chunk, offset) = locate(splittingAt: position)
    chunks[chunk].insert(element, at: offset)
    elementCount += 1
    shiftStarts(after: chunk, by: 1)
    if chunks[chunk].count > Self.chunkCapacity { split(chunk) }
  }

  /// Appends `element` after the last one: to the last chunk, or to a new one when it is full
  /// (so that a list built by appending has full chunks).
  @inlinable public mutating func append(_ element: Element) {
    if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
      // Under the capacity: never an adopted chunk waiting to be split.
      chunks[last].append(element)
    } else {
      starts.append(count)
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkCapacity)
      chunk.append(element)
      chunks.append(chunk)
    }
    elementCount += 1
  }

  /// Removes and returns the element at `position` (in `0..<count`), copying at most two chunks
  /// and the chunk table.
  @discardableResult
  @inlinable public mutating func remove(at position: Int) -> Element {
    precondition(position >= 0 && position < count, "ChunkedList index out of range")
    let (chunk, offset) = locate(splittingAt: position)
    let element = chunks[chunk].remove(at: offset)
    elementCount -= 1
    shiftStarts(after: chunk, by: -1)
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      starts.remove(at: chunk)
    } else if chunks[chunk].count < Self.chunkCapacity / 4 {
      mergeWithNeighbour(chunk)
    }
    return element
  }

  /// Replaces the element at `position` (in `0..<count`), copying one chunk.
  @inlinable public mutating func replace(at position: Int, with element: Element) {
    precondition(position >= 0 && position < count, "ChunkedList index out of range")
    let (chunk, offset) = locate(splittingAt: position)
    chunks[chunk][offset] = element
  }

  /// ``locate(_:)`` for a change: an adopted chunk holding `position` is split into chunks of
  /// ``chunkCapacity`` first, so that the change copies one of those.
  @inlinable mutating func locate(splittingAt position: Int) -> (chunk: Int, offset: Int) {
    let found = locate(position)
    guard chunks[found.chunk].count > Self.chunkCapacity else { return found }
    let elements = chunks[found.chunk]
    let start = starts[found.chunk]
    let pieces = stride(from: 0, to: elements.count, by: Self.chunkCapacity).map {
      Array(elements[$0..<Swift.min($0 + Self.chunkCapacity, elements.count)])
    }
    chunks.replaceSubrange(found.chunk...found.chunk, with: pieces)
    starts.replaceSubrange(
      found.chunk...found.chunk,
      with: pieces.indices.map { start + $0 * Self.chunkCapacity })
    return locate(position)
  }

  @inlinable mutating func shiftStarts(after chunk: Int, by delta: Int) {
    for index in (chunk + 1)..<starts.count { starts[index] += delta }
  }

  /// Splits an over-full chunk into two halves.
  @inlinable mutating func split(_ chunk: Int) {
    let elements = chunks[chunk]
    let half = elements.count / 2
    chunks[chunk] = Array(elements[..<half])
    chunks.insert(Array(elements[half...]), at: chunk + 1)
    starts.insert(starts[chunk] + half, at: chunk + 1)
  }

  /// Joins a small chunk to a neighbour when both fit in one, so that removals do not leave
  /// many tiny chunks behind.
  @inlinable mutating func mergeWithNeighbour(_ chunk: Int) {
    let neighbour =
      chunk + 1 < chunks.count
        && (chunk == 0 || chunks[chunk + 1].count <= chunks[chunk - 1].count)
      ? chunk + 1 : chunk - 1
    guard neighbour >= 0, chunks[chunk].count + chunks[neighbour].count <= Self.chunkCapacity
    else { return }
    let (first, second) = (Swift.min(chunk, neighbour), Swift.max(chunk, neighbour))
    chunks[first].append(contentsOf: chunks[second])
    chunks.remove(at: second)
    starts.remove(at: second)
  }
}

extension ChunkedList {
  /// The position of the first element for which `isAtOrAfter` holds, in O(log n); the
  /// predicate must be false for a prefix of the list and true for the rest (the elements
  /// before a sought one, in a list kept sorted). ``count`` when it holds for none.
  @inlinable public func partitioningIndex(where isAtOrAfter: (Element) throws -> Bool) rethrows
    -> Int
  {
    // The first chunk whose last element is at or after; the answer is in it.
    var low = 0
    var high = chunks.count
    while low < high {
      let middle = (low + high) / 2
      if let last = chunks[middle].last, try isAtOrAfter(last) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    guard low < chunks.count else { return count }
    let elements = chunks[low]
    var first = 0
    var last = elements.count
    while first < last {
      let middle = (first + last) / 2
      if try isAtOrAfter(elements[middle]) { last = middle } else { first = middle + 1 }
    }
    return starts[low] + first
  }
}
