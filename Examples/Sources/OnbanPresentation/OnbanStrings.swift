import OnbanDomain

/// Every user-facing text of the Onban app, in Korean as in the original (Docs/Origins.md, conventions).
public enum OnbanStrings {
  /// The tab's title.
  public static func tabTitle(_ section: MenuSection) -> String {
    switch section {
    case .main: "메인"
    case .soup: "국물"
    case .side: "반찬"
    }
  }

  /// The section header of the original app.
  public static func header(_ section: MenuSection) -> String {
    switch section {
    case .main: "모두가 좋아하는 든든한 메인 요리"
    case .soup: "정성이 담긴 뜨끈뜨끈 국물 요리"
    case .side: "식탁을 풍성하게 하는 정갈한 밑반찬"
    }
  }

  /// Shown when a section has no dishes.
  public static let emptySection = "준비된 반찬이 없어요"
  /// 적립금.
  public static let point = "적립금"
  /// 배송정보.
  public static let deliveryInfo = "배송정보"
  /// 배송비.
  public static let deliveryFee = "배송비"
  /// 총 주문금액.
  public static let orderTotal = "총 주문금액"
  /// 주문하기.
  public static let order = "주문하기"
  /// The order confirmation's title.
  public static let orderPlaced = "주문 완료"
  /// The confirmation's button.
  public static let ok = "확인"
  /// Cancels a question.
  public static let cancel = "취소"
  /// The question asked before an order is sent.
  public static let confirmOrderTitle = "주문할까요?"
  /// The title of the alert of an order that failed.
  public static let orderFailedTitle = "주문하지 못했어요"
  /// The button of that alert that sends the same order again.
  public static let retryOrder = "다시 주문하기"
  /// The original price's label in the detail.
  public static let originalPrice = "정가"
  /// The photo pager: "사진 2 / 5".
  public static func photo(_ index: Int, of count: Int) -> String { "사진 \(index) / \(count)" }
  /// A detail-section image: "상세 이미지 3".
  public static func detailImage(_ index: Int) -> String { "상세 이미지 \(index)" }
  /// The stepper's label.
  public static let quantity = "수량"
  /// Shown while the order is on its way.
  public static let ordering = "주문하는 중…"
  /// Shown while an image loads.
  public static let imageLoading = "불러오는 중…"
  /// Shown when an image could not be loaded.
  public static let imageFailed = "이미지를 불러오지 못했어요"

  /// What each key does, for the footer and the help overlay.
  public enum Keys {
    /// Enter on a dish of the list.
    public static let open = "자세히"
    /// `r`.
    public static let reload = "새로고침"
    /// Left/Right in the detail.
    public static let photos = "사진 넘기기"
    /// `+`/`-` in the detail.
    public static let quantity = "수량"
  }

  /// What the order question says: the dish, how many and the total.
  public static func confirmOrderMessage(title: String, quantity: Int, total: String) -> String {
    "\(title) \(quantity)개, 총 \(total)을 주문해요."
  }
  /// Shown while content comes from the cache because the server is unreachable.
  public static let showingSaved = "서버에 연결할 수 없어 전에 본 내용을 보여줘요"

  /// The confirmation's message, naming the total the server computed.
  public static func orderMessage(_ receipt: OrderReceipt) -> String {
    "주문이 접수되었어요. 총 \(receipt.total) (주문번호 \(receipt.orderID))"
  }

  // snippet: onban-error-messages
  /// What went wrong and what to do, for the user.
  public static func message(for error: OnbanError) -> String {
    switch error {
    case .offline: "서버에 연결할 수 없어요. 네트워크를 확인하고 r 로 다시 시도해 주세요."
    case .timeout: "서버 응답이 너무 늦어요. 잠시 뒤 r 로 다시 시도해 주세요."
    case .cancelled: "요청이 취소되었어요."
    case .notFound: "찾는 반찬이 없어요. 목록을 새로고침해 주세요."
    case .rejected(_, let reason): "요청을 처리할 수 없어요: \(reason)"
    case .serverFailure(let status): "서버에 문제가 생겼어요 (\(status)). 잠시 뒤 다시 시도해 주세요."
    case .badResponse: "서버가 알 수 없는 응답을 보냈어요. 잠시 뒤 다시 시도해 주세요."
    }
  }
  // end-snippet

  /// "160×120 · 3.1KB", for an image the terminal cannot draw.
  public static func describe(_ image: ImageInfo) -> String {
    let size =
      image.byteCount >= 1024
      ? "\((Double(image.byteCount) / 1024 * 10).rounded() / 10)KB" : "\(image.byteCount)B"
    guard let width = image.width, let height = image.height else { return size }
    return "\(width)×\(height) · \(size)"
  }
}
