import Foundation

/// What a 1:1 inquiry is about, sent as its Korean label (as character requests send theirs).
public enum InquiryCategory: String, CaseIterable, Sendable, Codable {
  /// The account: login, nickname, withdrawal.
  case account = "계정"
  /// Votes and characters' MBTI.
  case vote = "투표"
  /// Reviews and comments.
  case review = "리뷰/댓글"
  /// Something that does not work.
  case bug = "오류 신고"
  /// Anything else.
  case other = "기타"
}

/// A 1:1 inquiry the caller sent.
public struct Inquiry: Hashable, Sendable, Identifiable {
  /// Its id.
  public var id: Int
  /// What it is about.
  public var category: InquiryCategory
  /// The text.
  public var text: String
  /// When it was sent.
  public var sentAt: Date

  /// Creates an inquiry.
  public init(id: Int, category: InquiryCategory, text: String, sentAt: Date) {
    self.id = id
    self.category = category
    self.text = text
    self.sentAt = sentAt
  }
}
