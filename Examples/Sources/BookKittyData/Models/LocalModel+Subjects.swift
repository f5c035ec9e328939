import BookKittyAPI
import BookKittyDomain

extension LocalModel {
  /// The subjects a question can name: each catalog category with the words that name it. A
  /// word of the question that starts with one of these ("역사를", "프로그래밍은") names it.
  static let subjects: [(category: String, words: [String])] = [
    ("역사", ["역사", "세계사", "한국사", "근현대사", "조선", "고대", "중세", "근대"]),
    ("과학", ["과학", "물리", "화학", "생물", "우주", "진화", "천문", "수학"]),
    ("경제경영", ["경제", "경영", "투자", "주식", "재테크", "금융", "마케팅", "창업", "부동산"]),
    ("IT", ["it", "프로그래밍", "코딩", "개발자", "컴퓨터", "소프트웨어", "인공지능", "알고리즘", "데이터"]),
    ("소설", ["소설", "추리", "판타지", "sf", "로맨스", "미스터리", "장편", "단편"]),
    ("자기계발", ["자기계발", "습관", "성공", "생산성", "시간관리", "목표", "동기부여"]),
    ("심리", ["심리", "마음", "감정", "불안", "우울", "상처", "무의식"]),
    ("인문", ["인문", "철학", "사상", "윤리", "고전"]),
    ("에세이", ["에세이", "산문", "수필", "위로"]),
  ]

  /// How much a book of a subject the question names outranks an equal match of another
  /// subject: "역사를 재미있게 배울…" then finds history books before the science and economics
  /// books whose descriptions say "재미있게" (see `LocalModelSubjectTests`).
  public static let defaultSubjectBoost = 4.0

  /// The categories `question` names.
  static func namedCategories(in question: String) -> Set<String> {
    let words = SearchTokenizer.words(in: question)
    return Set(
      subjects.filter { subject in
        words.contains { word in subject.words.contains { word.hasPrefix($0) } }
      }.map(\.category))
  }

  /// The BM25 score of every book sharing a token with the question's subject, multiplied by
  /// ``subjectBoost`` for the books of the categories it names (`named`, from
  /// ``namedCategories(in:)``).
  func scores(for question: String, named: Set<String>) -> [Int: Double] {
    var scores = index.scores(for: Self.subject(of: question))
    guard !named.isEmpty, subjectBoost != 1 else { return scores }
    for (position, score) in scores where named.contains(books[position].category) {
      scores[position] = score * subjectBoost
    }
    return scores
  }

  /// ``scores(for:named:)``, best first; equal scores keep the catalog's order.
  func rankedScores(for question: String) -> [(index: Int, score: Double)] {
    scores(for: question, named: Self.namedCategories(in: question)).map {
      (index: $0.key, score: $0.value)
    }.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index
    }
  }
}
