import CairnPresentation
import Testing

@Suite("ChunkedList against an Array doing the same", .timeLimit(.minutes(1)))
struct ChunkedListTests {
  @Test("random inserts, removals and replacements keep every element where an Array has it")
  func matchesAnArray() {
    var random = SplitMix64(seed: 7)
    var list = ChunkedList(0..<3_000)
    var array = Array(0..<3_000)
    var versions: [(ChunkedList<Int>, [Int])] = []
    for step in 0..<6_000 {
      switch random.next(below: 7) {
      case 0, 1, 2:
        let index = random.next(below: array.count + 1)
        list.insert(10_000 + step, at: index)
        array.insert(10_000 + step, at: index)
      case 3, 4,
        5 where !array.isEmpty:
        let index = random.next(below: array.count)
        #expect(list.remove(at: index) == array.remove(at: index))
      default:
        guard !array.isEmpty else { continue }
        let index = random.next(below: array.count)
        list.replace(at: index, with: -step)
        array[index] = -step
      }
      if step.isMultiple(of: 500) { versions.append((list, array)) }
    }
    #expect(Array(list) == array)
    #expect(list.count == array.count)
    #expect(list.indices.allSatisfy { list[$0] == array[$0] })
    // Versions taken along the way were not changed by the later edits.
    for (version, expected) in versions { #expect(Array(version) == expected) }
  }

  @Test("a list adopting an array shows it as it is, and any change splits it correctly")
  func adopting() {
    for position in [0, 1, 255, 256, 257, 999, 1_000] {
      var list = ChunkedList(adopting: Array(0..<1_000))
      let shown = list
      var array = Array(0..<1_000)
      list.insert(-1, at: position)
      array.insert(-1, at: position)
      #expect(Array(list) == array)
      #expect(Array(shown) == Array(0..<1_000))
      list.remove(at: position / 2)
      array.remove(at: position / 2)
      list.replace(at: list.count - 1, with: -2)
      array[array.count - 1] = -2
      #expect(Array(list) == array)
    }
    #expect(ChunkedList<Int>(adopting: []).isEmpty)
  }

  @Test("removing everything, from either end, leaves an empty list that takes new elements")
  func emptiesAndRefills() {
    var list = ChunkedList(0..<2_000)
    while !list.isEmpty { list.remove(at: list.count.isMultiple(of: 2) ? 0 : list.count - 1) }
    #expect(list.isEmpty && Array(list) == [])
    list.append(1)
    list.insert(0, at: 0)
    #expect(list == [0, 1])
  }

  @Test("partitioningIndex finds where a sorted list puts an element")
  func partitioningIndex() {
    let list = ChunkedList(stride(from: 0, to: 20_000, by: 2))
    for value in [-1, 0, 1, 2, 999, 1_000, 19_998, 19_999, 20_000] {
      let index = list.partitioningIndex { $0 >= value }
      #expect(index == Array(list).firstIndex { $0 >= value } ?? list.count)
    }
    #expect(ChunkedList<Int>().partitioningIndex { $0 >= 0 } == 0)
  }

  @Test("equality compares elements, whatever the chunks")
  func equality() {
    var built = ChunkedList<Int>()
    for value in (0..<1_500).reversed() { built.insert(value, at: 0) }
    #expect(built == ChunkedList(0..<1_500))
    var changed = built
    changed.replace(at: 1_499, with: 0)
    #expect(changed != built)
    #expect(built.firstIndex(where: { $0 == 1_200 }) == 1_200)
  }
}

/// SplitMix64: the same sequence for the same seed.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((mixed ^ (mixed >> 31)) % UInt64(max(bound, 1)))
  }
}
