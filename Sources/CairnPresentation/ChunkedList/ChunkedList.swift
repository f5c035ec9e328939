/// An ordered list whose copies share their storage chunk by chunk: inserting or removing one
/// element copies one chunk (at most ``chunkCapacity`` elements) and the table of chunks, never
/// the whole list.
///
/// A view model that publishes a new version of a long list after every change keeps the old
/// version alive in its relay and in every screen that drew it; with an `Array`, each change
/// copies every element (100,000 rows of a board for one moved card). With a `ChunkedList`, the
/// versions share every chunk but the one that changed:
///
/// ```swift
/// var rows = ChunkedList(0..<100_000)
/// let shown = rows          // the version a screen holds
/// rows.insert(-1, at: 0)    // copies the first chunk only
/// ```
///
/// Reading the element at a position is a binary search over the chunks (O(log n)); iterating
/// walks the chunks in order.
public struct ChunkedList<Element> {
  /// The most elements a chunk holds; a chunk that would grow past it splits in two.
  public static var chunkCapacity: Int { 512 }

  /// The elements, in order, in chunks of 1…``chunkCapacity`` elements (none when empty).
  var chunks: [[Element]]
  /// The position of each chunk's first element.
  var starts: [Int]
  /// The number of elements.
  public internal(set) var count: Int

  /// An empty list.
  public init() {
    chunks = []
    starts = []
    count = 0
  }

  /// A list of `elements`, in order.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    var chunk: [Element] = []
    chunk.reserveCapacity(Self.chunkCapacity)
    for element in elements {
      chunk.append(element)
      if chunk.count == Self.chunkCapacity {
        appendChunk(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if !chunk.isEmpty { appendChunk(chunk) }
  }

  private mutating func appendChunk(_ chunk: [Element]) {
    starts.append(count)
    chunks.append(chunk)
    count += chunk.count
  }

  /// The chunk holding `position` and the element's offset in it; `position` must be in
  /// `0..<count`.
  func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return (low, position - starts[low])
  }
}

extension ChunkedList: Sendable where Element: Sendable {}

extension ChunkedList: ExpressibleByArrayLiteral {
  /// A list of the literal's elements.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension ChunkedList: CustomStringConvertible {
  /// The elements, written as an array's.
  public var description: String { Array(self).description }
}
