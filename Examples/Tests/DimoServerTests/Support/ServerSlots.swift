/// Bounds how many DIMO test servers run at once (on either engine): the test cases would
/// otherwise all start together, crowd the machine (and PostgreSQL's connection limit) and slow
/// the timing-sensitive tests of other suites.
actor ServerSlots {
  static let shared = ServerSlots(count: 4)

  private var free: Int
  private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextID = 0

  init(count: Int) {
    free = count
  }

  /// Waits for a slot; a cancelled wait gives its place up and throws `CancellationError`.
  func acquire() async throws {
    if free > 0 {
      free -= 1
      return
    }
    nextID += 1
    let id = nextID
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiters.append((id, continuation))
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  /// Gives a slot back.
  func release() {
    if waiters.isEmpty {
      free += 1
    } else {
      waiters.removeFirst().continuation.resume()
    }
  }

  private func cancel(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}
