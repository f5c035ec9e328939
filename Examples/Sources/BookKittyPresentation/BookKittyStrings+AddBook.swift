extension BookKittyStrings {
  /// The add-book screen's title.
  public static let addBookTitle = "책 추가하기"
  /// The add-book screen's right bar button.
  public static let enterTitle = "제목 입력하기"
  /// The add-book screen's heading.
  public static let addBookHeading = "새로운 책 추가하기"
  /// The camera instruction, kept for the screen's layout.
  public static let cameraInstruction = "책의 정보를 파악할 수 있는 겉면 사진을 찍어주세요."
  /// Why there is no camera here (ours: the camera path is Apple-only).
  public static let cameraUnavailable = "이 기기에서는 카메라로 책을 찍을 수 없어요. 제목으로 찾아 추가해 주세요."
  /// The search bar's placeholder.
  public static let searchPlaceholder = "검색할 책의 제목을 입력해 주세요"
  /// A row's title placeholder.
  public static let titlePlaceholder = "책 제목"
  /// A row's author placeholder.
  public static let authorPlaceholder = "책 저자"
  /// Shown when the search found nothing.
  public static let noSearchResults = "검색 결과가 없습니다."
  /// Shown before the first search (ours).
  public static let searchHint = "제목을 입력하고 Enter 를 누르세요."
  /// The confirmation popup's question.
  public static let confirmAddBook = "위 책을 추가하시겠습니까?"
}
