/// A request on its way, started by ``DataTransferService/transfer(_:)``: its progress as an
/// `AsyncSequence`, and its decoded response.
///
/// ```swift
/// let upload = service.transfer(PhotoAPI.upload(photo).expecting(RespondPhoto.self))
/// for await progress in upload.progress {
///   bar.fraction = progress.fractionCompleted ?? 0
/// }
/// let photo = try await upload.value
/// ```
///
/// The request runs whether or not anyone reads its progress or awaits its value. A retried
/// attempt reports its progress from zero again.
public struct Transfer<Response: Sendable>: Sendable {
  /// The progress of the upload of the request's body, then of the download of the response's;
  /// within one attempt each value is larger than the last of its direction. It ends when the
  /// request does.
  public let progress: AsyncStream<TransferProgress>
  private let task: Task<Response, any Error>

  init(progress: AsyncStream<TransferProgress>, task: Task<Response, any Error>) {
    self.progress = progress
    self.task = task
  }

  /// The decoded response. Cancelling the task that awaits it cancels the request.
  public var value: Response {
    get async throws(NetworkError) {
      let task = task
      do {
        return try await withTaskCancellationHandler {
          try await task.value
        } onCancel: {
          task.cancel()
        }
      } catch {
        throw NetworkError(error)
      }
    }
  }

  /// Cancels the request: ``value`` throws ``NetworkError/cancelled``.
  public func cancel() {
    task.cancel()
  }
}

extension DataTransferService {
  /// Starts `request` and returns at once with its ``Transfer``: the progress of its upload and
  /// download as an `AsyncSequence`, and its decoded response.
  ///
  /// A request with progress is never coalesced with identical ones (each caller gets its own
  /// progress). ``URLSessionTransport`` reports every chunk sent and received; ``StubTransport``
  /// reports the whole body sent, then the response in quarters.
  public func transfer<Response: Sendable>(_ request: APIRequest<Response>) -> Transfer<Response> {
    let (progress, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
    let reporter = TransferProgressReporter { continuation.yield($0) }
    let task = Task {
      defer { continuation.finish() }
      return try await requestWithResponse(request, progress: reporter).value
    }
    return Transfer(progress: progress, task: task)
  }
}
