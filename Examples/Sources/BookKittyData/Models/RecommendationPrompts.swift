import BookKittyAPI

/// What ``OpenAICompatibleModel`` sends: the three instructions and user messages of the
/// original, with its models, temperatures and token limits. The instructions are written for
/// the model, not shown to the user.
enum RecommendationPrompts {
  /// Picks: gpt-4o at 0.01, at most 200 tokens.
  static let recommendationSystem = """
    당신은 사용자의 질문에 꼭 맞는 책을 골라 주는 도서 추천 전문가입니다.
    질문과 사용자가 가진 책 목록(보유도서)을 받으면 아래 JSON 하나로만 답하세요.
    {"recommendationOwned": ["도서명-저자명"], "recommendationNew": ["도서명-저자명"]}
    - recommendationOwned: 보유도서 가운데 질문에 도움이 되는 책 0~3권. 보유도서에 적힌 문자열을 한 글자도 바꾸지 말고 그대로 쓰세요.
    - recommendationNew: 보유도서에 없는 새 책 1~3권.
    고르는 기준:
    - 자기계발 질문에는 실천 방법을 담은 책을, 심리나 감정에 관한 질문에는 그 분야 전문가가 쓴 책을, 학문에 관한 질문에는 검증된 입문서를 고르세요.
    - 각 항목은 정확히 "도서명-저자명" 형식으로 쓰고, 그 밖의 기호나 마크다운을 덧붙이지 마세요.
    - 한국어로 출간된 책만 고르세요. 영어 원서와 절판된 책은 고르지 마세요.
    - 되도록 최근 5년 안에 나온 책을 고르고, 저자가 그 주제의 전문가인지 확인하세요.
    """

  /// One more book: gpt-4o at 0.01, at most 100 tokens.
  static let replacementSystem = """
    질문에 맞는 책을 한 권 더 추천하세요.
    기존 도서 제목 배열에 있는 책은 고르지 말고, 영어 원서도 고르지 마세요.
    다른 말 없이 "도서명-저자명" 한 줄로만 답하세요.
    """

  /// The reason text: gpt-4o-mini at 1.0, at most 500 tokens.
  static let reasonSystem = """
    질문과, 그 질문에 대해 선정된 도서 목록을 받습니다.
    각 도서를 고른 이유를 도서마다 140자 이내로 설명하세요.
    책의 핵심 주제, 질문과의 관련성, 읽었을 때 얻을 수 있는 실질적인 도움을 담아 객관적이고 내용에 근거한 전문가의 어조로 쓰세요.
    특수문자와 줄바꿈은 쓰지 마세요.
    """

  /// `질문: {question}\n보유도서: ["t1-a1", "t2-a2"]`.
  static func recommendationUser(question: String, owned: [BookLabel]) -> String {
    "질문: \(question)\n보유도서: \(quotedList(owned.map(\.text)))"
  }

  /// `질문: {question}\n기존 도서 제목 배열: ["title1", …]`.
  static func replacementUser(question: String, excludedTitles: [String]) -> String {
    "질문: \(question)\n기존 도서 제목 배열: \(quotedList(excludedTitles))"
  }

  /// `질문: {question}\n해당 질문에 대해 선정된 도서 목록: t1-a1,t2-a2`.
  static func reasonUser(question: String, books: [BookLabel]) -> String {
    "질문: \(question)\n해당 질문에 대해 선정된 도서 목록: "
      + books.map(\.text).joined(separator: ",")
  }

  /// `["a", "b"]`.
  static func quotedList(_ items: [String]) -> String {
    "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }

  /// One of the three requests.
  static func request(
    model: String, system: String, user: String, temperature: Double, maxTokens: Int
  ) -> RequestChatCompletion {
    RequestChatCompletion(
      model: model, messages: [.system(system), .user(user)], temperature: temperature,
      maxTokens: maxTokens)
  }
}
