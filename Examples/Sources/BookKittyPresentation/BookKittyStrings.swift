import BookKittyDomain
import Foundation

/// Every user-facing text of BookKitty (책냥이), in Korean as in the original app. Texts the
/// original did not have (the terminal's hints, the loading steps, messages for failures the
/// original swallowed) are marked "ours".
public enum BookKittyStrings {
  // MARK: Tabs and menu

  /// The app's name.
  public static let appName = "책냥이"
  /// The tab bar's labels, as in the original.
  public static let homeTab = "Home"
  /// The Q&A tab.
  public static let questionTab = "Q&A"
  /// The library tab.
  public static let libraryTab = "Library"
  /// The floating button's menu entry that asks a question.
  public static let askQuestion = "책냥이에게 질문하기"
  /// The floating button's menu entry that adds a book.
  public static let addBook = "책 추가하기"
  /// The menu's title (ours: the original's floating menu had none).
  public static let menuTitle = "무엇을 할까요?"
  /// "취소".
  public static let cancel = "취소"
  /// "확인".
  public static let confirm = "확인"

  // MARK: Home, history, library

  /// Home's text when nothing was recommended yet (ours: the original showed only an animation).
  public static let homeEmpty = "아직 추천받은 책이 없어요. 책냥이에게 질문해 보세요."
  /// The owned tag.
  public static let owned = "소유"
  /// The not-owned tag.
  public static let notOwned = "미소유"
  /// The history's title.
  public static let historyTitle = "QnA 히스토리"
  /// The history's empty title.
  public static let historyEmptyTitle = "등록된 질문이 없어요."
  /// The history's empty body — the intended text: the original showed the library's here.
  public static let historyEmptyBody = "오른쪽 아래 추가 버튼을 눌러\n 새로운 질문을 추가해 보세요."
  /// The library's title.
  public static let libraryTitle = "나의 책장"
  /// The library's empty title.
  public static let libraryEmptyTitle = "등록된 책이 없어요."
  /// The library's empty body — the intended text: the original showed the history's here.
  public static let libraryEmptyBody = "오른쪽 아래 추가 버튼을 눌러\n 가지고 있는 책을 추가해 보세요."
  /// Shown under a list while its next page loads (ours).
  public static let loadingMore = "더 불러오는 중…"
  /// The button under a list that loads its next page, in the browser (ours).
  public static let loadMore = "더 보기"
  /// The answer's carousel's buttons, as a screen reader says them, in the browser (ours).
  public static let previousBook = "이전 책"
  /// The answer's carousel's buttons, as a screen reader says them, in the browser (ours).
  public static let nextBook = "다음 책"

  /// "2026년 11월 22일": the history's date.
  public static func historyDate(_ date: Date, calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(
      format: "%04d년 %02d월 %02d일", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// "2026년 11월 2일": a date without leading zeros.
  public static func shortDate(_ date: Date, calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return "\(parts.year ?? 0)년 \(parts.month ?? 0)월 \(parts.day ?? 0)일"
  }

  // MARK: Question detail

  /// "{date}, 당신의 질문".
  public static func questionHeadline(_ date: Date, calendar: Calendar) -> String {
    "\(shortDate(date, calendar: calendar)), 당신의 질문"
  }

  /// The reason's section title.
  public static let recommends = "추천해요"
  /// The question detail's right bar button.
  public static let delete = "삭제"

  // MARK: Book detail

  /// The back button's title.
  public static let back = "돌아가기"
  /// The right bar button of a book not on the shelf.
  public static let register = "등록"
  /// The book information section.
  public static let bookInfo = "책 정보"
  /// The introduction section.
  public static let bookIntroduction = "책 소개"
  /// The price line when the price is unknown.
  public static let priceUnknown = "가격 미정"
  /// Shown when a stored book has no introduction (the original's default).
  public static let defaultDescription = "이 책을 추천합니다."
  /// Shown when a stored book has no publication day (the original's default).
  public static let pubDateUnknown = "출판일 알 수 없음"
  /// The popup asking to put the book on the shelf.
  public static let confirmRegister = "나의 책장에 아래의 책을 등록하시겠습니까?"
  /// The popup asking to take the book off the shelf.
  public static let confirmRemove = "나의 책장에서 아래의 책을 제외하시겠습니까?"
  /// Shown when the book is gone from the database (ours).
  public static let bookMissing = "책 정보를 찾을 수 없어요."

  /// "가격 12,345 원", or "가격 미정".
  public static func price(_ won: Int?) -> String {
    guard let won else { return priceUnknown }
    return "가격 \(grouped(won)) 원"
  }

  /// "2014년 11월 18일 출판" from `20141118`; a day that does not read is shown as it is.
  public static func published(_ day: String?) -> String {
    guard let day, !day.isEmpty else { return pubDateUnknown }
    guard day.count == 8, day.allSatisfy(\.isNumber), let year = Int(day.prefix(4)),
      let month = Int(day.dropFirst(4).prefix(2)), let date = Int(day.suffix(2)),
      (1...12).contains(month), (1...31).contains(date)
    else { return day }
    return "\(year)년 \(month)월 \(date)일 출판"
  }

  /// "ISBN: 9791195894093".
  public static func isbn(_ isbn: ISBN) -> String {
    "ISBN: \(isbn)"
  }

  /// "12,345".
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + grouped
  }
}

extension BookKittyStrings {
  /// A list or screen whose live data failed (ours: the original had no such state).
  public static func loadFailure(_ error: any Error) -> String {
    let reason = (error as? BookKittyError).map(\.description) ?? "\(error)"
    return "불러오지 못했어요 (\(reason)). r 로 다시 시도해 주세요."
  }

  /// A failed change of the shelf or of a question (ours).
  public static func changeFailure(_ error: BookKittyError) -> String {
    "저장하지 못했어요 (\(error.description)). 잠시 후 다시 시도해 주세요."
  }
}

extension BookKittyStrings {
  // MARK: New question

  /// The question screen's first title line.
  public static let newQuestionTitle1 = "당신이 알고싶은 지식,"
  /// The question screen's second title line.
  public static let newQuestionTitle2 = "책냥이에게 물어보세요-!"
  /// The text area's placeholder.
  public static let questionPlaceholder = "질문을 입력해주세요."
  /// The caption under the text area.
  public static let questionCaption = "당신이 궁금한 것들, 알고 싶은 지식을 자유롭게, 최소 10글자로 적어주세요."
  /// The examples.
  public static let questionExamples =
    "예시.\n“계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?”\n“나도 연애를 하고 싶은데 쉽지 않네. 인기있어지는 방법 좀 알려줘.”"
  /// The submit button.
  public static let submitQuestion = "질문하기"

  /// "{n} / 100".
  public static func questionCounter(_ count: Int) -> String {
    "\(count) / \(QuestionRules.maximumLength)"
  }

  /// Why a question cannot be sent (ours: the original only disabled the button).
  public static func message(for error: QuestionLengthError) -> String {
    switch error {
    case .tooShort(let count):
      "질문이 \(count)자예요. \(QuestionRules.minimumLength)자 이상 적어주세요."
    case .tooLong(let count):
      "질문이 \(count)자예요. \(QuestionRules.maximumLength)자까지 적을 수 있어요."
    }
  }

  // MARK: Question result

  /// The question's heading.
  public static let yourQuestion = "당신의 질문"
  /// The first line above the books.
  public static let resultLead1 = "책냥이가 위 질문에 대해"
  /// The second line above the books.
  public static let resultLead2 = "다음의 책을 추천합니다."
  /// The finish button.
  public static let finishAnswer = "답변 확인을 완료합니다"

  /// The loading line for a step (ours: the original showed an animation only).
  public static func step(_ step: RecommendationStep) -> String {
    switch step {
    case .choosingBooks: "책냥이가 추천 도서를 고르는 중"
    case .validating(let index, let count): "추천 도서 검증 중 \(index)/\(count)"
    case .writingReason: "추천 이유를 쓰는 중"
    case .saving: "답변을 저장하는 중"
    case .retrying(let attempt, let maxAttempts, let cause):
      "\(retryReason(cause)) 다시 요청하는 중 (\(attempt)/\(maxAttempts)번째)"
    }
  }

  /// Why a request is sent again, as the start of its loading line.
  static func retryReason(_ cause: RetryCause) -> String {
    switch cause {
    case .slowAnswer: "서버의 답이 늦어"
    case .unreachable: "서버에 연결되지 않아"
    case .serverError(let status): "서버가 오류(\(status))로 답해"
    }
  }

  // MARK: Popups

  /// The title of the network popup.
  public static let networkErrorTitle = "네트워크 오류"
  /// The body of the network popup.
  public static let networkErrorBody = "네트워크가 안정적이지 않습니다. 네트워크 환경을 확인해 주세요!"
  /// The title of every other failure's popup.
  public static let searchErrorTitle = "책 검색 중 문제가 발생했어요"
  /// The title when a server did not answer in time, its retries included.
  public static let slowServerTitle = "서버의 답이 늦어요"
  /// The body when a server did not answer in time: the network is not what failed.
  public static let slowServerBody =
    "여러 번 기다렸지만 서버가 제시간에 답하지 않았어요. 서버가 바쁜 것 같아요. "
    + "잠시 후 다시 시도해 주세요."
  /// The title when a server refused the key it was sent.
  public static let refusedKeyTitle = "API 키가 거절되었어요"
  /// The body when a server refused the key: what to check.
  public static let refusedKeyBody =
    "모델 서버가 키를 받아들이지 않았어요. "
    + "OPENAI_API_KEY(또는 --openai-api-key)에 넣은 키를 확인해 주세요."
  /// The body of a passing failure.
  public static let temporaryErrorBody = "일시적인 오류입니다.\n잠시 후 다시 시도해주세요"
  /// The body when no recommended book could be found (the original library's text).
  public static let noMatchBody = "검색하신 조건에 맞는 책을 찾지 못했습니다"
  /// The body when the database failed (ours).
  public static let storageErrorBody = "답변을 저장하지 못했어요. 디스크 공간과 폴더 권한을 확인해 주세요."

  /// The popup of a failure: title and body, as the original's shared popup showed them; `nil`
  /// for a cancellation, which shows nothing.
  public static func popup(for error: BookKittyError) -> (title: String, body: String)? {
    switch error {
    case .network: (networkErrorTitle, networkErrorBody)
    case .timedOut: (slowServerTitle, slowServerBody)
    case .refused: (refusedKeyTitle, refusedKeyBody)
    case .noRecommendation: (searchErrorTitle, noMatchBody)
    case .storage: (searchErrorTitle, storageErrorBody)
    case .invalidQuestion(let length): (searchErrorTitle, message(for: length))
    case .service, .invalidModelOutput, .notFound: (searchErrorTitle, temporaryErrorBody)
    case .cancelled: nil
    }
  }
}

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

extension BookKittyStrings {
  // MARK: Terminal (ours: the keys and the text that stands in for a cover image)

  /// "열기".
  public static let keyOpen = "열기"
  /// "메뉴": the floating button.
  public static let keyMenu = "메뉴"
  /// "다시 시도".
  public static let keyRetry = "다시 시도"
  /// "선택".
  public static let keySelect = "선택"
  /// "스크롤".
  public static let keyScroll = "스크롤"
  /// "책 넘기기": the result's carousel.
  public static let keyPageBooks = "책 넘기기"
  /// "완료": the result's finish button.
  public static let keyDone = "완료"
  /// "검색".
  public static let keySearch = "검색"
  /// "결과 목록": moving from the search bar to the results.
  public static let keyResults = "결과 목록"
  /// "검색창": moving back to the search bar.
  public static let keySearchBar = "검색창"
  /// "이동": moving in the grid.
  public static let keyMove = "이동"
  /// Shown while a cover loads.
  public static let coverLoading = "표지 불러오는 중…"
  /// Shown for a book without a cover.
  public static let coverMissing = "표지 없음"
  /// Shown when a cover could not be loaded.
  public static let coverFailed = "표지를 불러오지 못했어요"
  /// Shown when a loaded cover is not an image the terminal can draw.
  public static let coverUnreadable = "표지 그림을 읽지 못했어요"
  /// ``coverLoading`` in a word, for the small covers.
  public static let coverLoadingShort = "…"
  /// ``coverFailed`` in a word, for the small covers.
  public static let coverFailedShort = "실패"
  /// ``coverMissing`` in a word, for the small covers.
  public static let coverMissingShort = "없음"

  /// "96×140 · 3.1KB": a loaded cover the terminal does not draw.
  public static func coverSize(width: Int?, height: Int?, bytes: Int) -> String {
    let size =
      bytes >= 1024 ? "\((Double(bytes) / 1024 * 10).rounded() / 10)KB" : "\(bytes)B"
    guard let width, let height else { return size }
    return "\(width)×\(height) · \(size)"
  }

  /// "책 3권": how many books a question recommended.
  public static func bookCount(_ count: Int) -> String {
    "책 \(count)권"
  }
}
