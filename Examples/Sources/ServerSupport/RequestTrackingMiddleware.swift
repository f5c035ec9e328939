import Hummingbird
import Logging

/// Wraps every route of a server: counts the request, applies an injected fault if one is queued
/// for its path, and logs method, path and status through the request's logger.
public struct RequestTrackingMiddleware<Context: RequestContext>: RouterMiddleware {
  private let counter: RequestCounter
  private let faults: FaultInjector
  private let statusKey: String
  private let faultResponse: @Sendable (HTTPResponse.Status) -> Response

  /// Creates the middleware.
  /// - Parameters:
  ///   - counter: where requests are counted, by path without the query.
  ///   - faults: the faults to apply.
  ///   - name: the server's name, like `onban`; the log metadata key is `<name>.status`.
  ///   - faultResponse: the app's JSON error answer for an injected ``InjectedFault/status(_:)``.
  public init(
    counter: RequestCounter, faults: FaultInjector, name: String,
    faultResponse: @escaping @Sendable (HTTPResponse.Status) -> Response
  ) {
    self.counter = counter
    self.faults = faults
    self.statusKey = "\(name).status"
    self.faultResponse = faultResponse
  }

  /// Counts, applies the next fault of the path if any, and logs the outcome.
  public func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    counter.increment(path: request.uri.path)
    let response: Response
    do {
      response = try await respond(request, context: context, next: next)
    } catch {
      let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
      log(request, status: status, context: context)
      throw error
    }
    log(request, status: response.status, context: context)
    return response
  }

  private func respond(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    switch faults.next(path: request.uri.path) {
    case .none:
      return try await next(request, context)
    case .status(let status):
      return faultResponse(status)
    case .garbageBody:
      return JSONBody.response(bytes: InjectedFault.garbage, status: .ok)
    case .hold(let gate):
      await gate.pass()
      return try await next(request, context)
    }
  }

  private func log(_ request: Request, status: HTTPResponse.Status, context: Context) {
    context.logger.info(
      "\(request.method) \(request.uri.path) \(status.code)",
      metadata: [statusKey: "\(status.code)"])
  }
}
