import BookKittyData
import BookKittyDomain
import BookKittyTestSupport
import Foundation

/// A store on a new SQLite file in a temporary folder, with a clock that ticks a second per
/// reading.
struct StoreFixture {
  let folder: TemporaryFolder
  let clock = TestClock()
  let store: BookKittyStore

  init() async throws {
    folder = try TemporaryFolder("bookkitty-store")
    store = try await BookKittyStore.open(folder: folder.url, now: clock.reader)
  }

  /// Another store on the same file: another connection, as another process would have.
  func reopen() async throws -> BookKittyStore {
    try await BookKittyStore.open(folder: folder.url, now: clock.reader)
  }

  /// Saves `count` books numbered from `first`, owned or not.
  func saveBooks(_ count: Int, from first: Int = 1, owned: Bool = true) async throws {
    for number in first..<(first + count) {
      _ = try await store.saveBook(
        TestBooks.info(number, title: "책 \(number)", author: "저자 \(number)"), isOwned: owned)
    }
  }
}

/// The first value of a stream that satisfies `predicate`.
func firstValue<Value: Sendable>(
  of stream: AsyncThrowingStream<Value, any Error>, where predicate: (Value) -> Bool
) async throws -> Value? {
  for try await value in stream where predicate(value) {
    return value
  }
  return nil
}
