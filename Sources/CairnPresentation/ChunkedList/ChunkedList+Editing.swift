extension ChunkedList {
  /// Inserts `element` at `position` (in `0...count`), copying at most one chunk and the chunk
  /// table.
  @inlinable public mutating func insert(_ element: Element, at position: Int) {
    precondition(position >= 0 && position <= count, "ChunkedList index out of range")
    guard position < count else {
      append(element)
      return
    }
    let (chunk, offset) = locate(position)
    chunks[chunk].insert(element, at: index(offset, in: chunk))
    elementCount += 1
    shiftStarts(after: chunk, by: 1)
    if chunks[chunk].count > Self.chunkCapacity { split(chunk) }
  }

  /// Appends `element` after the last one: to the last chunk, or to a new one when it is full
  /// (so that a list built by appending has full chunks).
  @inlinable public mutating func append(_ element: Element) {
    if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
      chunks[last].append(element)
    } else {
      starts.append(count)
      var chunk = Chunk()
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
    let (chunk, offset) = locate(position)
    let element = chunks[chunk].remove(at: index(offset, in: chunk))
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
    let (chunk, offset) = locate(position)
    chunks[chunk][index(offset, in: chunk)] = element
  }

  @inlinable mutating func shiftStarts(after chunk: Int, by delta: Int) {
    for index in (chunk + 1)..<starts.count { starts[index] += delta }
  }

  /// Splits an over-full chunk into two halves.
  @inlinable mutating func split(_ chunk: Int) {
    let elements = chunks[chunk]
    let middle = elements.startIndex + elements.count / 2
    // Both halves keep sharing the chunk's storage until one of them is changed.
    chunks[chunk] = elements[..<middle]
    chunks.insert(elements[middle...], at: chunk + 1)
    starts.insert(starts[chunk] + elements.count / 2, at: chunk + 1)
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
    var first = elements.startIndex
    var last = elements.endIndex
    while first < last {
      let middle = (first + last) / 2
      if try isAtOrAfter(elements[middle]) { last = middle } else { first = middle + 1 }
    }
    return starts[low] + first - elements.startIndex
  }
}
