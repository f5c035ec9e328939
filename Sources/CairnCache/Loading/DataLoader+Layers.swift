import Foundation

/// What makes two loads identical: the same key with the same options.
struct LoadFlightKey: Hashable, Sendable {
  let key: String
  let options: LoadOptions
}

extension DataLoader {
  /// The load after a memory miss: shared with identical loads in flight unless
  /// ``mergesIdenticalLoads`` is off.
  @usableFromInline
  func loadMissing(
    _ key: String, options: LoadOptions, fetch: @escaping @Sendable () async throws -> Data
  ) async throws -> Loaded<Value> {
    guard mergesIdenticalLoads else {
      return try await loadFromDiskOrFetch(key, options: options, fetch: fetch)
    }
    return try await coalescer.run(LoadFlightKey(key: key, options: options)) { [self] in
      try await loadFromDiskOrFetch(key, options: options, fetch: fetch)
    }
  }

  private func loadFromDiskOrFetch(
    _ key: String, options: LoadOptions, fetch: @Sendable () async throws -> Data
  ) async throws -> Loaded<Value> {
    var stale: Value?
    if !options.contains(.skipDiskReads), let disk,
      let entry = await disk.entry(for: key, includingExpired: allowsStaleOnFailure)
    {
      if let value = try? decode(entry.data) {
        guard entry.isExpired else {
          if !options.contains(.skipMemoryWrites) {
            memory.setValue(value, for: key, expiresAt: entry.expiresAt)
          }
          return Loaded(value: value, source: .disk)
        }
        stale = value
      } else {
        await disk.remove(key)
      }
    }
    guard !options.contains(.cacheOnly) else {
      if let stale { return Loaded(value: stale, source: .staleDisk) }
      throw DataLoaderError.notCached(key: key)
    }
    let data: Data
    do {
      data = try await fetch()
    } catch {
      if let stale, !Task.isCancelled {
        return Loaded(value: stale, source: .staleDisk)
      }
      throw error
    }
    let value = try decode(data)
    if !options.contains(.skipMemoryWrites) {
      memory.setValue(
        value, for: key, expiresAt: ttl.map { clock().addingTimeInterval($0.timeInterval) })
    }
    if !options.contains(.skipDiskWrites), let disk {
      try? await disk.store(data, for: key, ttl: ttl)
    }
    return Loaded(value: value, source: .network)
  }
}
