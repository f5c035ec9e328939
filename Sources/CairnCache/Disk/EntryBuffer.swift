import Foundation

/// The bytes of one entry file read into memory, owned until they are freed or handed over as
/// the payload's `Data` (which then frees them), so a read copies the payload no more than once.
struct EntryBuffer: ~Copyable {
  private let base: UnsafeMutableRawPointer
  /// How many bytes were read.
  let count: Int

  /// A buffer of `capacity` bytes filled by `fill`, which returns how many it wrote.
  init(capacity: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Int) rethrows {
    let base = UnsafeMutableRawPointer.allocate(byteCount: max(capacity, 1), alignment: 16)
    do {
      count = try fill(UnsafeMutableRawBufferPointer(start: base, count: capacity))
    } catch {
      base.deallocate()
      throw error
    }
    self.base = base
  }

  /// The bytes read.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: base, count: count)
  }

  /// The bytes from `offset` to the end as `Data`, without copying them; the `Data` frees the
  /// whole buffer when it goes.
  consuming func data(from offset: Int) -> Data {
    let (base, count) = (self.base, self.count)
    discard self
    return Data(
      bytesNoCopy: base + offset, count: count - offset,
      deallocator: .custom { payload, _ in (payload - offset).deallocate() })
  }

  deinit {
    base.deallocate()
  }
}
