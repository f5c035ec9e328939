import Hummingbird
import Logging

/// Wraps every Onban route: counts the request, applies an injected fault if one is queued for
/// its path, and logs method, path and status through the request's logger.
struct OnbanMiddleware<Context: RequestContext>: RouterMiddleware {
  let counter: RequestCounter
  let faults: FaultInjector

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    counter.increment(path: path)
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
      return JSONResponse.error(OnbanError(status: status, message: "injected fault"))
    case .garbageBody:
      return JSONResponse.body(OnbanFault.garbage, status: .ok)
    case .hold(let gate):
      await gate.pass()
      return try await next(request, context)
    }
  }

  private func log(_ request: Request, status: HTTPResponse.Status, context: Context) {
    context.logger.info(
      "\(request.method) \(request.uri.path) \(status.code)",
      metadata: ["onban.status": "\(status.code)"])
  }
}
