import Foundation

@testable import CairnCache

/// A clock that moves only when told to.
final class TestClock: @unchecked Sendable {
  // @unchecked Sendable: `current` is only touched under `lock`.
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_700_000_000)

  /// The current time.
  var now: Date { lock.withLock { current } }

  /// The clock as the closure the caches take.
  var closure: @Sendable () -> Date { { self.now } }

  /// Moves the clock forward.
  func advance(by seconds: TimeInterval) {
    lock.withLock { current = current.addingTimeInterval(seconds) }
  }
}

/// A lock-guarded value shared between a test and the code it drives.
final class Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }

  func mutate<Result>(_ change: (inout Value) -> Result) -> Result {
    lock.withLock { change(&stored) }
  }
}

/// A folder that exists for the duration of `body` and is deleted afterwards.
func withTemporaryFolder<Result>(
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "cairn-cache-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await body(folder)
}

/// The files of a folder and their real sizes on disk, temporary files included.
func fileSizes(in folder: URL) -> [String: Int] {
  let names =
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
  var sizes: [String: Int] = [:]
  for name in names {
    let url = folder.appending(path: name, directoryHint: .notDirectory)
    sizes[name] = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
  }
  return sizes
}

/// The sum of the sizes of the files in a folder.
func folderSize(_ folder: URL) -> Int {
  fileSizes(in: folder).values.reduce(0, +)
}

/// The size of the entry file for `key` holding `payloadSize` bytes.
func entrySize(key: String, payloadSize: Int) -> Int {
  EntryFile.fixedHeaderSize + key.utf8.count + payloadSize
}

/// `count` bytes, all `byte`.
func bytes(_ count: Int, _ byte: UInt8 = 0x61) -> Data {
  Data(repeating: byte, count: count)
}

/// Suspends until `condition` holds, yielding to other tasks in between (no sleeping).
func waitUntil(_ condition: () async -> Bool) async {
  while await !condition() {
    await Task.yield()
  }
}

/// A fetch that counts its calls and waits for ``open()`` before returning `data`.
final class GatedFetch: @unchecked Sendable {
  // @unchecked Sendable: every stored `var` is only touched under `lock`.
  private let lock = NSLock()
  private var isOpen = false
  private var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
  private var cancelledIDs: Set<UInt64> = []
  private var lastID: UInt64 = 0
  private var calls = 0
  private var cancellations = 0
  let data: Data

  init(data: Data) { self.data = data }

  /// How many times the fetch was called.
  var callCount: Int { lock.withLock { calls } }

  /// How many calls were cancelled while waiting.
  var cancelledCount: Int { lock.withLock { cancellations } }

  /// Lets every waiting and future call return.
  func open() {
    let released = lock.withLock {
      isOpen = true
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    for waiter in released { waiter.resume() }
  }

  /// The fetch.
  func fetch() async throws -> Data {
    let id = lock.withLock {
      calls += 1
      lastID += 1
      return lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if cancelledIDs.contains(id) { return .failure(CancellationError()) }
          if isOpen { return .success(()) }
          waiters[id] = waiter
          return nil
        }
        if let outcome { waiter.resume(with: outcome) }
      }
    } onCancel: {
      let waiter = lock.withLock {
        cancellations += 1
        cancelledIDs.insert(id)
        return waiters.removeValue(forKey: id)
      }
      waiter?.resume(throwing: CancellationError())
    }
    return data
  }
}
