extension ChunkedList {
  /// Inserts `element` at `position` (in `0...count`), copying at most one chunk and the chunk
  /// table.
  public mutating func insert(_ element: Element, at position: Int) {
    precondition(position >= 0 && position <= count, "ChunkedList index out of range")
    guard !chunks.isEmpty else {
      chunks = [[element]]
      starts = [0]
      count = 1
      return
    }
    let (chunk, offset) =
      position == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(position)
    chunks[chunk].insert(element, at: offset)
    count += 1
    shiftStarts(after: chunk, by: 1)
    if chunks[chunk].count > Self.chunkCapacity { split(chunk) }
  }

  /// Appends `element` after the last one.
  public mutating func append(_ element: Element) {
    insert(element, at: count)
  }

  /// Removes and returns the element at `position` (in `0..<count`), copying at most two chunks
  /// and the chunk table.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    precondition(position >= 0 && position < count, "ChunkedList index out of range")
    let (chunk, offset) = locate(position)
    let element = chunks[chunk].remove(at: offset)
    count -= 1
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
  public mutating func replace(at position: Int, with element: Element) {
    precondition(position >= 0 && position < count, "ChunkedList index out of range")
    let (chunk, offset) = locate(position)
    chunks[chunk][offset] = element
  }

  private mutating func shiftStarts(after chunk: Int, by delta: Int) {
    for index in (chunk + 1)..<starts.count { starts[index] += delta }
  }

  /// Splits an over-full chunk into two halves.
  private mutating func split(_ chunk: Int) {
    let elements = chunks[chunk]
    let half = elements.count / 2
    chunks[chunk] = Array(elements[..<half])
    chunks.insert(Array(elements[half...]), at: chunk + 1)
    starts.insert(starts[chunk] + half, at: chunk + 1)
  }

  /// Joins a small chunk to a neighbour when both fit in one, so that removals do not leave
  /// many tiny chunks behind.
  private mutating func mergeWithNeighbour(_ chunk: Int) {
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
  public func partitioningIndex(where isAtOrAfter: (Element) throws -> Bool) rethrows -> Int {
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
