/// Each benchmark at the smallest sizes that still run every part and check, for
/// `cairn-bench --smoke` (CI's smoke run, in a debug build). A benchmark not listed here runs
/// at its own sizes, once.
extension NavigationBenchmark {
  func smokeSized() -> Self { with { $0.cycles = 100 } }
}

extension ViewModelSyncBenchmark {
  func smokeSized() -> Self { with { $0.inputs = 100 } }
}

extension ViewModelAsyncBenchmark {
  func smokeSized() -> Self { with { $0.roundTrips = 100 } }
}

extension TerminalFullFrameBenchmark {
  func smokeSized() -> Self { with { ($0.frames, $0.plainFrames) = (1, 1) } }
}

extension TerminalOneRowBenchmark {
  func smokeSized() -> Self { with { ($0.frames, $0.plainFrames) = (1, 1) } }
}

extension TerminalListScrollBenchmark {
  func smokeSized() -> Self { with { ($0.steps, $0.rowCounts) = (2, [100, 1_000]) } }
}

extension TerminalKeyPressBenchmark {
  func smokeSized() -> Self { with { ($0.keys, $0.rows) = (2, 1_000) } }
}

extension TerminalImageDecodeBenchmark {
  func smokeSized() -> Self { with { $0.decodes = 1 } }
}

extension TerminalImageDrawBenchmark {
  func smokeSized() -> Self { with { ($0.frames, $0.plainFrames) = (1, 1) } }
}

extension CacheMemoryBenchmark {
  func smokeSized() -> Self { with { ($0.lookups, $0.rounds) = (100, 1) } }
}

extension CacheMemoryConcurrentBenchmark {
  func smokeSized() -> Self { with { ($0.lookups, $0.rounds) = (100, 1) } }
}

extension CacheDataLoaderBenchmark {
  func smokeSized() -> Self { with { ($0.loads, $0.rounds) = (100, 1) } }
}

extension CacheDiskReadBenchmark {
  func smokeSized() -> Self { with { ($0.reads, $0.rounds, $0.entries) = (10, 1, 10) } }
}

extension CacheDiskStoreBenchmark {
  func smokeSized() -> Self { with { ($0.writes, $0.limitEntries) = (20, 50) } }
}

extension NetworkSequentialBenchmark {
  func smokeSized() -> Self {
    with { ($0.requests, $0.instructions.requests, $0.instructions.warmUps) = (5, 5, 1) }
  }
}

extension NetworkConcurrentBenchmark {
  func smokeSized() -> Self { with { $0.concurrency = 4 } }
}

extension NetworkConnectionReuseBenchmark {
  func smokeSized() -> Self { with { ($0.tasks, $0.requestsPerTask) = (4, 5) } }
}

extension ProjectManagerMoveBenchmark {
  func smokeSized() -> Self { with { ($0.writes, $0.shownRuns) = (1, 1) } }
}

extension ProjectManagerSyncBenchmark {
  func smokeSized() -> Self { with { ($0.changes, $0.batchSize) = (100, 50) } }
}

extension ProjectManagerSyncArrivalBenchmark {
  func smokeSized() -> Self { with { $0.changes = 3 } }
}

extension BookKittySearchBenchmark {
  func smokeSized() -> Self { with { $0.requests = 5 } }
}

extension DimoLoadBenchmark {
  func smokeSized() -> Self { with { ($0.requestsPerRow, $0.warmUpPerWorker) = (100, 1) } }
}

extension WebSelectionBenchmark {
  func smokeSized() -> Self { with { ($0.selections, $0.todos) = (3, 20) } }
}

extension WebIdleSessionsBenchmark {
  func smokeSized() -> Self { with { ($0.sessions, $0.todos) = (10, 5) } }
}

extension WebBrowserEventBenchmark {
  func smokeSized() -> Self { with { ($0.events, $0.todos) = (5, 20) } }
}

extension WebConcurrentSessionsBenchmark {
  func smokeSized() -> Self { with { ($0.sessions, $0.eventsPerSession, $0.works) = (3, 6, 10) } }
}

extension Benchmark {
  /// A copy of this benchmark changed by `change`.
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
