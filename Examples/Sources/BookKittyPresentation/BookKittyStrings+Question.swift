import BookKittyDomain

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
    }
  }

  // MARK: Popups

  /// The title of the network popup.
  public static let networkErrorTitle = "네트워크 오류"
  /// The body of the network popup.
  public static let networkErrorBody = "네트워크가 안정적이지 않습니다. 네트워크 환경을 확인해 주세요!"
  /// The title of every other failure's popup.
  public static let searchErrorTitle = "책 검색 중 문제가 발생했어요"
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
    case .noRecommendation: (searchErrorTitle, noMatchBody)
    case .storage: (searchErrorTitle, storageErrorBody)
    case .invalidQuestion(let length): (searchErrorTitle, message(for: length))
    case .service, .invalidModelOutput, .notFound: (searchErrorTitle, temporaryErrorBody)
    case .cancelled: nil
    }
  }
}
