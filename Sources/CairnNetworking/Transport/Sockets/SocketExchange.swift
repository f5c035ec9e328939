#if canImport(Glibc)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// One request of ``SocketHTTPTransport``, ended exactly once — by its answer, its deadline
  /// or its caller's cancellation, whichever comes first — as ``URLSessionExchange`` is.
  ///
  /// The request itself runs on a thread of ``BlockingThreads`` (``SocketRequestRun``), blocked
  /// in `poll` on its socket and on this exchange's ``SocketWake``. A deadline (an entry of
  /// ``DeadlineTimer``) or a cancellation resumes the caller at once and signals the wake,
  /// which ends the run's wait; nothing here blocks, and this object's lock is never held while
  /// resuming or signalling.
  final class SocketExchange: @unchecked Sendable {
    // @unchecked Sendable: every stored `var` is only touched while holding `lock`.
    typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    /// What a run waits on besides its socket.
    let wake: SocketWake
    private let lock = NSLock()
    private var continuation: Continuation?
    private var endReason: URLError.Code?
    private var deadlineKey: UInt64?
    private var activityID: UInt64?

    /// An exchange with a new wake pipe.
    init() throws(URLError) {
      wake = try SocketWake()
    }

    /// Records in ``NetworkActivity`` that the run is now at `stage` ("connecting", …).
    func note(stage: String) {
      guard let activityID = lock.withLock({ activityID }) else { return }
      NetworkActivity.registry.update(activityID, stage: stage)
    }

    /// Whether the exchange has ended (the run then stops at its next wait).
    var hasEnded: Bool { lock.withLock { endReason != nil } }

    /// Why it ended (`.cancelled`, `.timedOut`, or `.unknown` for an answer); nil while it runs.
    var reasonForEnd: URLError.Code? { lock.withLock { endReason } }

    /// Starts `run` for `request` on a blocking thread; `continuation` is resumed once.
    func start(
      _ request: URLRequest, deadline: Duration?, continuation: Continuation,
      run: @escaping @Sendable (SocketExchange) -> Result<(Data, HTTPURLResponse), URLError>
    ) {
      let activityID = NetworkActivity.registry.begin(
        method: request.httpMethod ?? "GET", url: request.url,
        .socketAnswer(stage: "waiting for a thread", deadline: deadline.map { .now + $0 }))
      let deadlineKey = deadline.map { DeadlineTimer.shared.schedule(after: $0) { self.expire() } }
      let earlyEnd: URLError.Code? = lock.withLock {
        if let endReason { return endReason }
        self.continuation = continuation
        self.deadlineKey = deadlineKey
        self.activityID = activityID
        return nil
      }
      if let earlyEnd {
        // Cancelled before it started: nothing was sent.
        deadlineKey.map(DeadlineTimer.shared.cancel)
        NetworkActivity.registry.end(activityID)
        continuation.resume(throwing: URLError(earlyEnd))
        return
      }
      BlockingThreads.shared.run {
        let result = run(self)
        self.finish(result)
      }
    }

    /// Ends the exchange for a cancelled caller. Safe inside a cancellation handler: it never
    /// blocks.
    func cancel() {
      end(because: .cancelled)?.resume(throwing: URLError(.cancelled))
      wake.signal()
    }

    private func expire() {
      end(because: .timedOut)?.resume(throwing: URLError(.timedOut))
      wake.signal()
    }

    /// Hands the run's outcome to the caller, unless the exchange has already ended.
    private func finish(_ result: Result<(Data, HTTPURLResponse), URLError>) {
      end(because: .unknown)?.resume(with: result.mapError { $0 as any Error })
    }

    /// Marks the exchange ended for `reason` and returns the continuation to resume, or nil
    /// when it had already ended. Forgets the deadline and the activity entry.
    private func end(because reason: URLError.Code) -> Continuation? {
      let ended: (Continuation?, UInt64?, UInt64?)? = lock.withLock {
        guard endReason == nil else { return nil }
        endReason = reason
        defer { (continuation, deadlineKey, activityID) = (nil, nil, nil) }
        return (continuation, deadlineKey, activityID)
      }
      guard let (continuation, deadlineKey, activityID) = ended else { return nil }
      deadlineKey.map(DeadlineTimer.shared.cancel)
      activityID.map(NetworkActivity.registry.end)
      return continuation
    }
  }
#endif
