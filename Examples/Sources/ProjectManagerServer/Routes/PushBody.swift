import Foundation
import Hummingbird
import ProjectManagerAPI
import ProjectManagerDomain

/// Reads and checks the body of `POST sync/push`: all records valid, or the whole push refused.
enum PushBody {
  /// The largest body read: a full push of long works with room for JSON escapes.
  static let maxBytes = 16 * 1024 * 1024

  /// The push's records, checked.
  /// - Throws: a 400 ``SyncRefusal`` naming the first problem (malformed JSON, too many records,
  ///   or the index, id and fault of the first invalid record, such as a stamp more than
  ///   ``WorkRules/clockDriftLimitMillis`` ahead of `now`); 413 for a body over ``maxBytes``.
  static func records(of request: Request, now: Date) async throws(SyncRefusal) -> [WorkRecord] {
    let push = try await decode(request)
    guard push.records.count <= ProjectManagerServer.maxPushRecords else {
      throw .badRequest(
        "A push may carry at most \(ProjectManagerServer.maxPushRecords) records; this one has "
          + "\(push.records.count).")
    }
    var records: [WorkRecord] = []
    records.reserveCapacity(push.records.count)
    for (index, dto) in push.records.enumerated() {
      let record: WorkRecord
      do {
        record = try WorkRecord(validating: dto)
      } catch {
        throw .badRequest("records[\(index)] (id \"\(dto.id)\") is invalid: \(error.description)")
      }
      if let ahead = record.namedStamps.first(where: { $0.stamp.isTooFarAhead(of: now) }) {
        throw .badRequest(
          "records[\(index)] (id \"\(dto.id)\") has a \(ahead.field) (\(ahead.stamp)) more than "
            + "\(WorkRules.clockDriftLimitMillis / 60_000) minutes ahead of the server's clock "
            + "(\(now.formatted(.iso8601))); a stamp may be at most that far ahead.")
      }
      records.append(record)
    }
    return records
  }

  private static func decode(_ request: Request) async throws(SyncRefusal) -> RequestPush {
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: maxBytes)
    } catch let error as any HTTPResponseError {
      throw SyncRefusal(
        status: error.status,
        sentence: "The push body could not be read (at most \(maxBytes / 1024 / 1024) MB).")
    } catch {
      throw .badRequest("The push body could not be read.")
    }
    do {
      return try JSONDecoder().decode(RequestPush.self, from: Data(body.readableBytesView))
    } catch {
      throw .badRequest(describe(error))
    }
  }

  /// One sentence for a decoding failure, naming the JSON path when there is one.
  private static func describe(_ error: any Error) -> String {
    let expected = #"expected {"records": [record, ...]}"#
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "The push body is missing \(path(context.codingPath + [key])); \(expected)."
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "The push body has a value of the wrong type at \(path(context.codingPath)); "
        + "\(expected)."
    case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
      return "The push body has an unreadable value at \(path(context.codingPath)); "
        + "\(expected)."
    default:
      return "The push body is not valid JSON; \(expected)."
    }
  }

  /// `records[2].titleStamp`.
  private static func path(_ keys: [any CodingKey]) -> String {
    guard !keys.isEmpty else { return "the top level" }
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}
