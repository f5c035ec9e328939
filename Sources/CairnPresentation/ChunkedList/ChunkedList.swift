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
/// walks the chunks in order. A list can also take a long array as it is
/// (``init(adopting:)``): its chunks are slices of the array until they change.
public struct ChunkedList<Element> {
  /// The most elements a chunk holds; a chunk that would grow past it splits in two.
  @inlinable public static var chunkCapacity: Int { 256 }

  /// One chunk: a slice, so that chunks cut from one array share its storage until changed.
  public typealias Chunk = ArraySlice<Element>

  // The storage is visible to inlinable code: a generic collection used from another module is
  // only fast where the compiler can specialize it for the element type.

  /// The elements, in order, in chunks of 1…``chunkCapacity`` elements (none when empty).
  @usableFromInline var chunks: [Chunk]
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

  /// A list of the elements of `array`, cut into chunks that are slices of it: O(n /
  /// ``chunkCapacity``), no element copied — for a long list shown as soon as it is read. A
  /// chunk gets storage of its own when it is first changed.
  @inlinable public init(adopting array: [Element]) {
    starts = Array(stride(from: 0, to: array.count, by: Self.chunkCapacity))
    chunks = starts.map { array[$0..<Swift.min($0 + Self.chunkCapacity, array.count)] }
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

  /// The index in chunk `chunk` of its element at `offset` (a slice keeps its base's indices).
  @inlinable func index(_ offset: Int, in chunk: Int) -> Int {
    chunks[chunk].startIndex + offset
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
