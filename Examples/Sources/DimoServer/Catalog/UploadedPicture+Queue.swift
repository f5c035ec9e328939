import Dispatch

extension UploadedPicture {
  /// The queue every check runs on, one at a time.
  private static let queue = DispatchQueue(label: "dimo.uploaded-picture-check")

  /// ``check(_:)`` on a queue of its own, one picture at a time per server process: a
  /// 4096×4096 PNG of 16-bit samples holds about 200 MB while it decodes, so uploads arriving
  /// together wait their turn instead of adding up, and the concurrency pool's few threads stay
  /// free for other requests meanwhile.
  static func checkInTurn(_ bytes: [UInt8]) async throws(DimoRefusal) -> ProfileImageFolder.Kind {
    let result: Result<ProfileImageFolder.Kind, DimoRefusal> = await withCheckedContinuation {
      continuation in
      queue.async {
        continuation.resume(
          returning: Result { () throws(DimoRefusal) in try check(bytes) })
      }
    }
    return try result.get()
  }
}
