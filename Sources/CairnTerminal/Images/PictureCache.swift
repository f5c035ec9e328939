import Foundation

/// The cells of a picture at the last few sizes it was drawn at, so that redrawing a screen
/// (every key press, every spinner tick) copies cells instead of scaling the picture again.
/// Shared by the copies of a ``TerminalImage``.
final class PictureCache: @unchecked Sendable {
  // @unchecked Sendable: `entries` is only touched while holding `lock`.
  private let lock = NSLock()
  private var entries: [(fit: PictureFit, cells: ScreenBuffer)] = []
  /// Sizes kept: a picture is usually shown at one or two (a thumbnail and a detail view).
  private let capacity = 4

  /// The cells for `fit`, made by `make` on a miss; the least recently used size is dropped
  /// when the cache is full.
  func cells(for fit: PictureFit, make: () -> ScreenBuffer) -> ScreenBuffer {
    lock.lock()
    if let index = entries.firstIndex(where: { $0.fit == fit }) {
      let entry = entries.remove(at: index)
      entries.append(entry)
      lock.unlock()
      return entry.cells
    }
    lock.unlock()
    let cells = make()
    lock.lock()
    defer { lock.unlock() }
    if !entries.contains(where: { $0.fit == fit }) {
      entries.append((fit, cells))
      if entries.count > capacity { entries.removeFirst() }
    }
    return cells
  }

  /// The number of sizes held, for tests.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }
}
