import Foundation
import Hummingbird
import Logging
import ProjectManagerAPI

/// The sync endpoints' logic, independent of where the routes are mounted.
///
/// Every handler returns a response rather than throwing: bad input gets a 4xx `RespondError`,
/// a database failure a 500 one.
struct SyncHandlers: Sendable {
  let store: SyncStore
  /// The server's clock, which pushed stamps may not run too far ahead of.
  let now: @Sendable () -> Date

  /// `POST sync/push`: merges every record in one transaction, or refuses the whole push.
  func push(_ request: Request, logger: Logger) async -> Response {
    let records: [WorkRecord]
    do {
      records = try await PushBody.records(of: request, now: now())
    } catch {
      return SyncResponse.error(error)
    }
    do {
      let outcome = try await store.push(records)
      return SyncResponse.make(
        RespondPush(
          applied: outcome.applied, cursor: outcome.cursor, previousCursor: outcome.previous))
    } catch {
      logger.error("push of \(records.count) records failed: \(error)")
      return SyncResponse.error(
        SyncRefusal(
          status: .internalServerError,
          sentence: "The server could not save the push; nothing was changed."))
    }
  }

  /// `GET sync/pull?since=N&limit=M`: a page of changes after N.
  func pull(_ request: Request, logger: Logger) async -> Response {
    let query: PullQuery
    do {
      query = try PullQuery(request)
    } catch {
      return SyncResponse.error(error)
    }
    do {
      let page = try await store.pull(since: query.since, limit: query.limit)
      return SyncResponse.make(
        RespondPull(
          records: page.records.map(WorkRecordDTO.init), cursor: page.cursor,
          hasMore: page.hasMore))
    } catch {
      logger.error("pull since \(query.since) failed: \(error)")
      return SyncResponse.error(
        SyncRefusal(status: .internalServerError, sentence: "The server could not read changes."))
    }
  }

  /// `GET works`: the works that are not deleted.
  func works(logger: Logger) async -> Response {
    do {
      return SyncResponse.make(RespondWorks(works: try await store.liveWorks().map(WorkDTO.init)))
    } catch {
      logger.error("listing works failed: \(error)")
      return SyncResponse.error(
        SyncRefusal(status: .internalServerError, sentence: "The server could not read works."))
    }
  }

  /// `GET health`: `{"status": "ok"}`.
  func health() -> Response {
    SyncResponse.make(["status": "ok"])
  }
}
