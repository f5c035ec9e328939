import Testing

@testable import CairnWeb

/// The browser's history follows the model's depth from the entry it made, not from the last
/// render.
@Suite("The history's entries", .timeLimit(.minutes(1)))
struct AddressHistoryTests {
  @Test func aDialogInBetweenLeavesAPushAPush() {
    var history = AddressHistory(address: "/books")
    history.settle("/books", depth: 1)
    // The menu's action sheet: one layer more, the same address.
    #expect(history.follow("/books", depth: 2) == nil)
    // Its choice closes it and pushes a screen: depth 2 again, but deeper than the entry.
    #expect(history.follow("/books/ask", depth: 2) == .push(url: "/books/ask", index: 1))
    // A screen replacing it in place, then a pop back to the first entry.
    #expect(history.follow("/books/answer", depth: 2) == .replace(url: "/books/answer", index: 1))
    #expect(history.follow("/books", depth: 1) == .back(count: 1, url: "/books", index: 0))
  }

  @Test func aScreenWithNoAddressOfItsOwnMovesNothingUntilOneWithOneComes() {
    var history = AddressHistory(address: "/list")
    history.settle("/list", depth: 1)
    #expect(history.follow("/list", depth: 2) == nil)
    #expect(history.follow("/list/7", depth: 3) == .push(url: "/list/7", index: 1))
    #expect(history.follow("/list", depth: 2) == .back(count: 1, url: "/list", index: 0))
    #expect(history.follow("/list", depth: 1) == nil)
    // Back at the list's own depth: the next screen is a push again.
    #expect(history.follow("/list/8", depth: 2) == .push(url: "/list/8", index: 1))
  }
}
