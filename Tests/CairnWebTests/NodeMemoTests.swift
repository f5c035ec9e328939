import Testing

@testable import CairnWeb

/// A list's rows are built again only where their input changed.
@Suite("Rows kept from one render to the next", .timeLimit(.minutes(1)))
@MainActor
struct NodeMemoTests {
  private struct Row: Equatable {
    let id: Int
    let title: String
    let isSelected: Bool
  }

  private func rows(_ count: Int, selected: Int?, renamed: Int? = nil) -> [Row] {
    (0..<count).map {
      Row(id: $0, title: $0 == renamed ? "renamed" : "row \($0)", isSelected: $0 == selected)
    }
  }

  @Test func onlyTheRowsWhoseInputChangedAreBuiltAgain() {
    let memo = NodeMemo<Int, Row>()
    var built: [Int] = []
    func render(_ inputs: [Row]) -> [Node] {
      memo.nodes(for: inputs, id: \.id) { row in
        built.append(row.id)
        return Node.li(.classes(["row", row.isSelected ? "selected" : ""]), key: "\(row.id)") {
          Node.text(row.title)
        }
      }
    }
    let first = render(rows(300, selected: 3))
    #expect(built.count == 300)
    built = []
    let second = render(rows(300, selected: 4))
    #expect(built == [3, 4], "the row that lost the selection and the one that got it")
    #expect(first[10] == second[10])
    built = []
    _ = render(rows(300, selected: 4, renamed: 7))
    #expect(built == [7])
  }

  @Test func rowsNoLongerListedAreForgottenAndRowsThatCameBackAreBuilt() {
    let memo = NodeMemo<Int, Row>()
    var built = 0
    let build: (Row) -> Node = { row in
      built += 1
      return Node.text(row.title)
    }
    _ = memo.nodes(for: rows(10, selected: nil), id: \.id, build: build)
    _ = memo.nodes(for: Array(rows(10, selected: nil).prefix(4)), id: \.id, build: build)
    #expect(memo.count == 4)
    built = 0
    let all = memo.nodes(for: rows(10, selected: nil), id: \.id, build: build)
    #expect(built == 6)
    #expect(all.map(\.html) == rows(10, selected: nil).map { Node.text($0.title).html })
  }
}
