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
  @inlinable public static var chunkCapacity: Int { 256 }

  // The storage is visible to inlinable code: a generic collection used from another module is
  // only fast where the compiler can specialize it for the element type.

  /// The elements, in order, in chunks of 1…``chunkCapacity`` elements (none when empty), but
  /// for the one chunk of a list made with ``init(adopting:)``, until it is changed.
  @usableFromInline var chunks: [[Element]]
  /// The position of each chunk's first element.
  @usableFromInline var starts: [Int]
  /// The number of elements.
  @usableFromInline var elementCount: Int

  /// The number of elements.
  @inlinable public var count: Int { elementCount }

  /// An empty list.
  @inlinable public init() {
    chunks = []
    starts = []
    elementCount = 0
  }

  /// A list of `elements`, in order.
  @inlinable public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// A list of the elements of `array`, kept as they are, in one chunk: O(1), the array's
  /// storage is shared, not copied — for a long list shown as soon as it is read. The first
  /// change splits that chunk into chunks of ``chunkCapacity`` (O(n) once); a list built with
  /// ``init(_:)`` or ``append(_:)`` is in chunks from the start.
  @inlinable public init(adopting array: [Element]) {
    chunks = array.isEmpty ? [] : [array]
    starts = array.isEmpty ? [] : [0]
    elementCount = array.count
  }

  /// The chunk holding `position` and the element's offset in it; `position` must be in
  /// `0..<count`.
  @inlinable func locate(_ position: Int) -> (chunk: Int, offset: Int) {
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
  @inlinable public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension ChunkedList: CustomStringConvertible {
  /// The elements, written as an array's.
  public var description: String { Array(self).description }
}
