import CairnPresentation
import Testing

@Suite("Loadable", .timeLimit(.minutes(1)))
struct LoadableTests {
  // snippet: loadable-items
  @Test func itemsBecomeEmptyWithTheScreensMessage() {
    #expect(Loadable<[Int]>.items([], emptyMessage: "없어요") == .empty("없어요"))
    #expect(Loadable<[Int]>.items([1], emptyMessage: "없어요") == .loaded([1]))
  }
  // end-snippet

  @Test func accessorsAndMap() {
    let failed = Loadable<Int>.failed(LoadFailure(message: "서버에 연결할 수 없어요"))
    #expect(failed.failure?.isRetryable == true)
    #expect(failed.value == nil)
    #expect(Loadable<Int>.loading.isLoading)
    #expect(Loadable.loaded(2).map { $0 * 10 } == .loaded(20))
    #expect(failed.map { $0 + 1 } == .failed(LoadFailure(message: "서버에 연결할 수 없어요")))
  }
}
