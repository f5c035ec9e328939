import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// The service center (ours): the notices, and 1:1 inquiries that each user sends and sees.
struct SupportHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET notice`: every notice, newest first.
  func notices(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    let notices = try await env.read { db in try await SupportQueries.notices(db) }
    return RespondNotices(
      code: 200, message: DimoMessages.noticesListed,
      notices: notices.map {
        NoticeRow(
          noticeID: $0.id, title: $0.title, content: $0.content, createdAt: Self.iso($0.createdAt))
      })
  }

  /// `POST inquiry`: stores the caller's inquiry (a known category, a text within the rule).
  func send(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestInquiry.self, from: request)
    try caller.requireSelf(body.userID)
    guard let category = InquiryCategory(rawValue: body.category) else {
      throw DimoRefusal.violation(.category)
    }
    let content = try checked { try DimoRules.validatedInquiry(body.content) }
    let (userNo, now) = (caller.userNo, env.now)
    let id = try await env.write { db in
      try await SupportQueries.insertInquiry(
        db, userNo: userNo, category: category, content: content, now: now)
    }
    return RespondInquiry(code: 200, message: DimoMessages.inquirySent, inquiryID: id)
  }

  /// `GET inquiry`: the caller's own inquiries, newest first.
  func inquiries(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    let userNo = caller.userNo
    let rows = try await env.read { db in try await SupportQueries.inquiries(db, userNo: userNo) }
    return RespondInquiries(
      code: 200, message: DimoMessages.inquiriesListed,
      inquiries: rows.map {
        InquiryRow(
          inquiryID: $0.id, category: $0.category, content: $0.content,
          createdAt: Self.iso($0.createdAt))
      })
  }

  private static func iso(_ seconds: Int) -> String {
    Date(epochSeconds: seconds).formatted(.iso8601)
  }
}
