import CairnPresentation
import Testing

@Suite("Relays: multicast and replay", .timeLimit(.minutes(1)))
@MainActor
struct RelayTests {
  // snippet: relay-publish
  @Test func publishRelayMulticastsWithoutReplay() {
    let relay = PublishRelay<Int>()
    relay.send(0)
    var first: [Int] = []
    var second: [Int] = []
    let a = relay.signal.observe { first.append($0) }
    relay.send(1)
    let b = relay.signal.observe { second.append($0) }
    relay.send(2)
    #expect(first == [1, 2])
    #expect(second == [2], "a late observer does not get earlier events")
    #expect(relay.observerCount == 2)
    a.cancel()
    relay.send(3)
    #expect(first == [1, 2])
    #expect(second == [2, 3])
    _ = b
  }
  // end-snippet

  // snippet: relay-behavior
  @Test func behaviorRelayReplaysTheLatestValueToEachObserver() {
    let relay = BehaviorRelay("a")
    relay.accept("b")
    var first: [String] = []
    var second: [String] = []
    let a = relay.driver.observe { first.append($0) }
    relay.accept("c")
    let b = relay.driver.observe { second.append($0) }
    relay.accept("d")
    #expect(first == ["b", "c", "d"])
    #expect(second == ["c", "d"])
    #expect(relay.driver.value == "d")
    _ = (a, b)
  }
  // end-snippet

  @Test func acceptIfChangedSkipsEqualValues() {
    let relay = BehaviorRelay(1)
    var seen: [Int] = []
    let token = relay.driver.observe { seen.append($0) }
    relay.acceptIfChanged(1)
    relay.acceptIfChanged(2)
    #expect(seen == [1, 2])
    _ = token
  }

  @Test func releasingASubscriptionStopsDelivery() {
    let relay = PublishRelay<Int>()
    var seen: [Int] = []
    var token: Subscription? = relay.signal.observe { seen.append($0) }
    relay.send(1)
    _ = token
    token = nil
    relay.send(2)
    #expect(seen == [1])
    #expect(relay.observerCount == 0)
  }

  // snippet: relay-operators
  @Test func operatorsMapFilterMerge() {
    let numbers = PublishRelay<Int>()
    let words = PublishRelay<Int>()
    var seen: [String] = []
    let merged = Signal.merge(numbers.signal.filter { $0 > 0 }, words.signal)
      .map { "#\($0)" }
    let token = merged.observe { seen.append($0) }
    numbers.send(-1)
    numbers.send(1)
    words.send(-5)
    #expect(seen == ["#1", "#-5"])
    token.cancel()
    numbers.send(9)
    #expect(seen == ["#1", "#-5"])
  }
  // end-snippet

  // snippet: relay-driver-map
  @Test func driverMapReadsThroughAndObservesChanges() {
    let relay = BehaviorRelay(2)
    let doubled = relay.driver.map { $0 * 2 }
    var seen: [Int] = []
    let token = doubled.observe { seen.append($0) }
    relay.accept(5)
    #expect(doubled.value == 10)
    #expect(seen == [4, 10])
    _ = token
  }
  // end-snippet

  // snippet: relay-await
  @Test func awaitingOutputWithoutSleeping() async {
    let relay = BehaviorRelay(0)
    let signal = PublishRelay<String>()
    async let reached = relay.driver.first { $0 >= 3 }
    async let next = signal.signal.next()
    await waitForObservers(relay, signal)
    for value in 1...5 { relay.accept(value) }
    signal.send("hello")
    #expect(await reached == 3)
    #expect(await next == "hello")
  }
  // end-snippet

  @Test func waitingEndsWithNilOnCancellation() async {
    let relay = PublishRelay<Int>()
    let waiting = Task { await relay.signal.next() }
    waiting.cancel()
    #expect(await waiting.value == nil)
  }

  // snippet: relay-values
  @Test func valuesStreamReplaysThenFollows() async {
    let relay = BehaviorRelay(1)
    var iterator = relay.driver.values.makeAsyncIterator()
    relay.accept(2)
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }
  // end-snippet

  /// Waits until the `async let` children have subscribed, by watching the observer counts.
  private func waitForObservers(_ relay: BehaviorRelay<Int>, _ signal: PublishRelay<String>) async {
    while relay.observerCount == 0 || signal.observerCount == 0 {
      await Task.yield()
    }
  }
}
