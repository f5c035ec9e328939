extension DimoMessages {
  /// `GET notice`.
  public static let noticesListed = "공지사항을 조회했습니다."
  /// `POST inquiry`.
  public static let inquirySent = "문의를 접수했습니다."
  /// `GET inquiry`.
  public static let inquiriesListed = "문의 내역을 조회했습니다."
}
