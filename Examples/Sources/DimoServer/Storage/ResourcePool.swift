/// A fixed set of resources (connections) lent to one task at a time, first come first served.
///
/// A waiting task is not cancelled: handlers run to their end even when the client goes away.
actor ResourcePool<Resource: Sendable> {
  private var idle: [Resource]
  private var waiters: [CheckedContinuation<Resource, Never>] = []

  /// A pool of `resources`.
  init(_ resources: [Resource]) {
    idle = resources
  }

  /// Runs `body` with a resource, waiting for one when all are lent.
  nonisolated func with<T: Sendable>(
    _ body: @Sendable (Resource) async throws -> T
  ) async throws -> T {
    let resource = await acquire()
    do {
      let value = try await body(resource)
      await release(resource)
      return value
    } catch {
      await release(resource)
      throw error
    }
  }

  /// Every resource, idle or not (to close them).
  func drain() -> [Resource] {
    defer { idle = [] }
    return idle
  }

  private func acquire() async -> Resource {
    if let resource = idle.popLast() { return resource }
    return await withCheckedContinuation { waiters.append($0) }
  }

  private func release(_ resource: Resource) {
    if waiters.isEmpty {
      idle.append(resource)
    } else {
      waiters.removeFirst().resume(returning: resource)
    }
  }
}
