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
