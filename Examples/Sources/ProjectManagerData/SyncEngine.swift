import CairnNetworking
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// Syncs a ``SQLiteWorkStore`` with a `ProjectManagerServer`, offline-first.
///
/// A pass pushes the outbox in batches (each acknowledged batch leaves the outbox in the same
/// transaction that records it; when the server saw no other change since the stored cursor,
/// the cursor moves past the batch too, so that it is not pulled back), then pulls every change
/// after the stored cursor, page by page,
/// merging each record field by field (see `WorkRecord`). An answer that is not a page changes
/// nothing locally; a record of a page that this device cannot apply (it breaks a rule, or the
/// database refuses it) is set aside with why, and the rest of the page is applied. Edits of
/// this device that the pull replaced before they had reached the other devices are reported
/// through ``overwrittenEdits()``.
///
/// ``start()`` runs passes in the background: at once after every local change, every
/// ``Configuration/pollInterval`` otherwise, and with exponential backoff while the server
/// cannot be reached. ``syncNow()`` runs one pass and returns its outcome; passes never overlap.
public actor SyncEngine: SyncService {
  /// How the engine batches, polls and backs off.
  public struct Configuration: Sendable {
    /// Works per push request.
    public var pushBatchSize: Int
    /// Records per pull page.
    public var pullPageSize: Int
    /// How often to pull when nothing happens locally.
    public var pollInterval: Duration
    /// The backoff between failed passes (its `maxAttempts` is not used: the engine never
    /// gives up).
    public var backoff: RetryPolicy

    /// Creates a configuration; the defaults suit a person using the board.
    public init(
      pushBatchSize: Int = 500, pullPageSize: Int = 500, pollInterval: Duration = .seconds(15),
      backoff: RetryPolicy = RetryPolicy(
        baseDelay: .seconds(1), maxDelay: .seconds(60), jitter: .none)
    ) {
      self.pushBatchSize = pushBatchSize
      self.pullPageSize = pullPageSize
      self.pollInterval = pollInterval
      self.backoff = backoff
    }
  }

  private let store: SQLiteWorkStore
  private let service: DataTransferService
  private let configuration: Configuration
  private let clock: any NetworkClock
  private let broadcaster: StatusBroadcaster
  private let overwritten = OverwrittenEditsBroadcaster()
  private let wake = WakeSignal()
  private var running: Task<SyncStatus, Never>?
  private var loop: Task<Void, Never>?
  private var watcher: Task<Void, Never>?
  private var failures = 0
  /// Why the server is offline since the last failed pass; `nil` while it answers.
  private var offlineReason: OfflineReason?

  /// Creates an engine for the server at `serverURL` (its origin, e.g.
  /// `http://127.0.0.1:8080`; the API lives under `/pm/`), sending `token` with every request
  /// (`nil` only for a server that is open to anyone). A server that refuses the token stops the
  /// sync with ``SyncProblem/unauthorized(message:)``, every change kept.
  public init(
    store: SQLiteWorkStore, serverURL: URL, token: BoardToken?,
    transport: any HTTPTransport = DefaultHTTPTransport(),
    timeout: Duration = .seconds(10), configuration: Configuration = Configuration(),
    clock: any NetworkClock = SystemNetworkClock()
  ) {
    self.store = store
    service = SyncServerLink.service(
      serverURL: serverURL, token: token, transport: transport, timeout: timeout)
    self.configuration = configuration
    self.clock = clock
    broadcaster = StatusBroadcaster(.pending(0))
  }

  /// The status now and after every change.
  nonisolated public func statusUpdates() -> AsyncStream<SyncStatus> {
    broadcaster.updates()
  }

  /// The latest status.
  nonisolated public var status: SyncStatus { broadcaster.value }

  /// After each pass that pulled everything, this device's edits it replaced with another
  /// device's later write of the same field before they had reached it (empty when none).
  nonisolated public func overwrittenEdits() -> AsyncStream<[OverwrittenEdit]> {
    overwritten.updates()
  }

  /// Starts syncing in the background until ``stop()``.
  public func start() {
    guard loop == nil else { return }
    let pending = store.observePendingChangeCount()
    watcher = Task { [weak self, wake] in
      do {
        var isFirst = true
        for try await count in pending {
          // The first value is the count at start, which the first pass handles.
          let shouldWake = await self?.pendingCountChanged(count) ?? false
          if shouldWake, !isFirst { wake.signal() }
          isFirst = false
        }
      } catch {
        await self?.publish(.failed(pending: 0, problem: SyncFailure(error).problem))
      }
    }
    loop = Task { [weak self, wake, clock] in
      while !Task.isCancelled {
        guard let delay = await self?.passAndNextDelay() else { return }
        await wake.wait(upTo: delay, on: clock)
      }
    }
  }

  /// Stops the background syncing; a pass in flight finishes.
  public func stop() {
    loop?.cancel()
    watcher?.cancel()
    loop = nil
    watcher = nil
  }

  /// Runs one pass now (after the one in flight, if any) and returns the status it left.
  @discardableResult
  public func syncNow() async -> SyncStatus {
    while let running {
      _ = await running.value
    }
    let pass = Task { await self.pass() }
    running = pass
    let status = await withTaskCancellationHandler {
      await pass.value
    } onCancel: {
      pass.cancel()
    }
    running = nil
    return status
  }

  /// One last pass before the app quits, given at most `limit`: pushes what is pending when
  /// the server answers quickly, and gives up (keeping every change for next time) when not.
  /// - Returns: the pass's status, or `nil` when it ran out of time.
  @discardableResult
  public func syncBeforeQuitting(within limit: Duration) async -> SyncStatus? {
    let clock = self.clock
    return await withTaskGroup(of: SyncStatus?.self) { group in
      group.addTask { await self.syncNow() }
      group.addTask {
        // The quit deadline: the clock decides how long that really is.
        try? await clock.sleep(for: limit)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  private func passAndNextDelay() async -> Duration {
    switch await syncNow() {
    case .offline, .failed:
      configuration.backoff.backoffDelay(beforeRetry: failures, fraction: 1)
    case .pending(let count) where count > 0:
      // Changes arrived during the pass: go again at once.
      .zero
    default:
      configuration.pollInterval
    }
  }

  private func pass() async -> SyncStatus {
    let pending = (try? await store.pendingChangeCount()) ?? status.pendingCount
    if failures > 0, let reason = offlineReason {
      // Still offline until the server answers: say that this pass is a retry, and why.
      publish(.reconnecting(pending: pending, attempt: failures + 1, reason: reason))
    } else {
      publish(.syncing(pending: pending))
    }
    let outcome: SyncStatus
    do {
      let mark = store.confirmationMark()
      try await push()
      overwritten.send(try await pull())
      try await store.confirmOwnEdits(through: mark)
      failures = 0
      offlineReason = nil
      let snapshot = try await store.syncSnapshot()
      let now = clock.now
      try await store.recordSyncOutcome(success: now, error: nil)
      if !snapshot.setAside.isEmpty {
        outcome = .setAside(pending: snapshot.pending, records: snapshot.setAside)
      } else {
        outcome = snapshot.pending == 0 ? .synced(at: now) : .pending(snapshot.pending)
      }
    } catch {
      outcome = await failed(error)
    }
    publish(outcome)
    return outcome
  }

  private func push() async throws {
    var cursor = try await store.syncSnapshot().cursor
    while true {
      let batch = try await store.pendingBatch(limit: configuration.pushBatchSize)
      guard !batch.records.isEmpty else { return }
      let answer = try await service.request(
        ProjectManagerEndpoint.requestPush(batch.records.map(WorkRecordDTO.init)))
      // Nothing else changed on the server since our cursor: the changes it just numbered are
      // ours, already here, so the pull need not bring them back.
      let skipsOwnChanges = answer.previousCursor == cursor
      try await store.acknowledge(
        upTo: batch.lastSeq, movingCursorTo: skipsOwnChanges ? answer.cursor : nil)
      if skipsOwnChanges { cursor = answer.cursor }
      if batch.records.count < configuration.pushBatchSize { return }
    }
  }

  /// Pulls every page; returns this device's edits the pages replaced.
  private func pull() async throws -> [OverwrittenEdit] {
    var cursor = try await store.syncSnapshot().cursor
    var replaced: [OverwrittenEdit] = []
    while true {
      let page = try await service.request(
        ProjectManagerEndpoint.requestPull(since: cursor, limit: configuration.pullPageSize))
      var records: [(dto: WorkRecordDTO, record: WorkRecord)] = []
      var refused: [(dto: WorkRecordDTO, reason: String)] = []
      records.reserveCapacity(page.records.count)
      for dto in page.records {
        do throws(RecordValidationError) {
          records.append((dto, try WorkRecord(validating: dto)))
        } catch {
          refused.append((dto, error.description))
        }
      }
      replaced += try await store.merge(pulled: records, refused: refused, cursor: page.cursor)
        .overwritten
      guard page.hasMore, page.cursor != cursor else { return replaced }
      cursor = page.cursor
    }
  }

  private func failed(_ error: any Error) async -> SyncStatus {
    let pending = (try? await store.pendingChangeCount()) ?? 0
    let failure = SyncFailure(error)
    try? await store.recordSyncOutcome(
      success: nil, error: (sentence: failure.description, kind: failure.kind))
    failures += 1
    guard let reason = failure.offlineReason else {
      offlineReason = nil
      return .failed(pending: pending, problem: failure.problem)
    }
    offlineReason = reason
    let delay = configuration.backoff.backoffDelay(beforeRetry: failures, fraction: 1)
    return .offline(
      pending: pending, retryAt: clock.now.addingTimeInterval(delay.seconds), reason: reason)
  }

  /// Shows the new pending count.
  /// - Returns: whether the loop should sync now: not while it backs off from a failure (a
  ///   change made offline waits for the next retry instead of hammering the server).
  private func pendingCountChanged(_ count: Int) -> Bool {
    switch status {
    case .syncing:
      return count > 0
    case .offline(_, let retryAt, let reason):
      publish(.offline(pending: count, retryAt: retryAt, reason: reason))
      return false
    case .reconnecting(_, let attempt, let reason):
      publish(.reconnecting(pending: count, attempt: attempt, reason: reason))
      return false
    case .failed(_, let problem):
      publish(.failed(pending: count, problem: problem))
      return false
    case .setAside(_, let records):
      publish(.setAside(pending: count, records: records))
      return count > 0
    case .synced, .pending, .localOnly:
      if count > 0 { publish(.pending(count)) }
      return count > 0
    }
  }

  private func publish(_ status: SyncStatus) {
    broadcaster.send(status)
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  fileprivate var seconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
