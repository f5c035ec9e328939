import CairnPresentation
import Testing

// snippet: viewmodel-search
/// A view model that starts work that never ends by itself.
@MainActor
private final class SearchViewModel: ViewModel {
  struct Input { let query: Signal<String> }
  struct Output { let results: Driver<[String]> }

  private let bag = TaskBag()
  private let results = BehaviorRelay<[String]>([])
  let gate: Gate

  init(gate: Gate) { self.gate = gate }

  func transform(_ input: Input) -> Output {
    input.query.observe { [weak self] query in
      self?.search(query)
    }.store(in: bag)
    return Output(results: results.driver)
  }

  var runningTasks: Int { bag.runningTaskCount }

  private func search(_ query: String) {
    let gate = self.gate
    bag.run { [weak self] in
      let opened = await gate.wait()
      guard opened else { return }
      self?.results.accept([query.uppercased()])
    }
  }
}
// end-snippet

/// Holds tasks until opened; reports tasks that were cancelled while waiting.
@MainActor
private final class Gate {
  private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
  private var lastKey = 0
  private(set) var cancelledWaits = 0
  private let waiting = BehaviorRelay(0)

  func wait() async -> Bool {
    lastKey += 1
    let key = lastKey
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume(returning: false)
          return
        }
        waiters[key] = continuation
        waiting.accept(waiters.count)
      }
    } onCancel: {
      Task { @MainActor in self.cancel(key) }
    }
  }

  private func cancel(_ key: Int) {
    guard let continuation = waiters.removeValue(forKey: key) else { return }
    cancelledWaits += 1
    waiting.accept(waiters.count)
    continuation.resume(returning: false)
  }

  func open() {
    let all = waiters.values
    waiters = [:]
    waiting.accept(0)
    for waiter in all { waiter.resume(returning: true) }
  }

  func waitForWaiters(_ count: Int) async {
    _ = await waiting.driver.first { $0 == count }
  }
}

@Suite("View models: owned tasks", .timeLimit(.minutes(1)))
@MainActor
struct TaskBagTests {
  // snippet: viewmodel-search-test
  @Test func inputDrivesOutputThroughAnOwnedTask() async {
    let gate = Gate()
    let viewModel = SearchViewModel(gate: gate)
    let query = PublishRelay<String>()
    let output = viewModel.transform(.init(query: query.signal))
    query.send("kimchi")
    await gate.waitForWaiters(1)
    gate.open()
    #expect(await output.results.first { !$0.isEmpty } == ["KIMCHI"])
  }
  // end-snippet

  // snippet: taskbag-release
  @Test func releasingTheViewModelCancelsItsTasks() async {
    let gate = Gate()
    weak var released: SearchViewModel?
    do {
      let viewModel = SearchViewModel(gate: gate)
      released = viewModel
      let query = PublishRelay<String>()
      _ = viewModel.transform(.init(query: query.signal))
      query.send("a")
      query.send("b")
      await gate.waitForWaiters(2)
      #expect(viewModel.runningTasks == 2)
    }
    #expect(released == nil, "the tasks captured the view model weakly")
    await gate.waitForWaiters(0)
    #expect(gate.cancelledWaits == 2)
  }
  // end-snippet

  // snippet: taskbag-cancel-all
  @Test func cancelAllEndsSubscriptionsToo() {
    let bag = TaskBag()
    let relay = PublishRelay<Int>()
    var seen: [Int] = []
    relay.signal.observe { seen.append($0) }.store(in: bag)
    relay.send(1)
    bag.cancelAll()
    relay.send(2)
    #expect(seen == [1])
  }
  // end-snippet
}
