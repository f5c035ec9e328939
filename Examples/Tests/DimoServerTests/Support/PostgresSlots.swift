/// Bounds how many test servers hold PostgreSQL connections at once, so that tests running in
/// parallel stay below the server's connection limit.
actor PostgresSlots {
  static let shared = PostgresSlots(count: 6)

  private var free: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  /// Runs `body` holding a slot.
  func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    await acquire()
    do {
      let value = try await body()
      release()
      return value
    } catch {
      release()
      throw error
    }
  }

  private func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func release() {
    if waiters.isEmpty {
      free += 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
