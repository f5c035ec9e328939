import BookKittyAPI
import BookKittyDomain

/// A recommendation model that needs no key and no network: the embedded default.
///
/// It knows the books of the sample catalog and ranks them against the question with BM25 over
/// Korean character bigrams and word tokens (``BM25Index``) of each book's title, authors,
/// category and description, the books of a subject the question names ("역사를…") first
/// (``subjects``). It answers in the same text forms as a language model — the JSON
/// of ``ModelPicks``, "도서명-저자명" for a replacement, a reason text — and its answers go
/// through the same parsing and the same checks against the book search. Deterministic: the
/// same question and books give the same answer.
public struct LocalModel: RecommendationModel {
  /// An owned book is proposed when it scores at least this share of the best book's score.
  static let ownedShare = 0.35
  /// A new book past the first is proposed when it scores at least this share of the best's.
  static let newShare = 0.5

  /// Words of a question that say nothing about its subject ("어떻게", "추천해", "싶은데"): left
  /// out of the ranking, where they would favour any title that happens to hold them.
  static let questionWords: Set<String> = [
    "어떻게", "어떤", "무엇", "무엇을", "뭐", "뭘", "왜", "좀", "더", "잘", "나도", "나는", "내가", "저는",
    "제가", "저도", "우리", "요즘", "싶은데", "싶어요", "싶어", "싶다", "싶은", "좋을까", "좋을까요", "좋은",
    "좋아요", "하면", "있을까", "있을까요", "알려줘", "알려줘요", "알려주세요", "알려", "방법", "방법을", "추천",
    "추천해", "추천해줘", "추천해주세요", "추천해줄래", "책", "책을", "책이", "읽고", "읽을", "하는", "하고",
    "해야", "할까", "할까요", "수", "있는", "대해", "대한", "관한", "관련", "쉽게", "쉽지", "않네", "같은",
  ]

  let books: [CatalogBook]
  let index: BM25Index
  /// See ``defaultSubjectBoost``; 1 ranks every subject alike.
  let subjectBoost: Double

  /// A model that knows `catalog`, ranking the books of a subject the question names
  /// `subjectBoost` times higher.
  public init(catalog: [CatalogBook], subjectBoost: Double = LocalModel.defaultSubjectBoost) {
    books = catalog
    self.subjectBoost = subjectBoost
    index = BM25Index(
      documents: catalog.map { book in
        [
          BM25Index.Field(book.title, weight: 2),
          BM25Index.Field(book.authors.joined(separator: " "), weight: 2),
          BM25Index.Field(book.category, weight: 2),
          BM25Index.Field(book.description),
        ]
      })
  }

  /// Up to three owned books that fit the question well, and one to three new ones.
  public func requestRecommendation(question: String, ownedBooks: [BookLabel])
    async throws(BookKittyError) -> String
  {
    let named = Self.namedCategories(in: question)
    let scores = self.scores(for: question, named: named)
    let best = scores.values.max() ?? 0
    // A book of a subject the question names needs the share of the best without its boost:
    // the subject's best book would otherwise leave the subject's next ones under the bar.
    func isClose(_ position: Int, _ score: Double, share: Double) -> Bool {
      let bar = best * share / (named.contains(books[position].category) ? subjectBoost : 1)
      return score > 0 && score >= bar
    }
    let ownedTitles = Set(ownedBooks.map(\.title))
    let owned = ownedBooks.compactMap { label -> (BookLabel, Double)? in
      guard let position = books.firstIndex(where: { $0.title == label.title }),
        let score = scores[position], isClose(position, score, share: Self.ownedShare)
      else { return nil }
      return (label, score)
    }.sorted { $0.1 > $1.1 }.prefix(RecommendationRules.maxOwnedPicks).map(\.0.text)
    let fresh = ranked(question, excluding: ownedTitles)
    var picks = fresh.prefix(1).map { $0 }
    for (position, score) in fresh.dropFirst().prefix(RecommendationRules.maxNewPicks - 1)
    where isClose(position, score, share: Self.newShare) {
      picks.append((position, score))
    }
    let labels = picks.map { label(of: books[$0.0]) }
    return ModelPicks(recommendationOwned: Array(owned), recommendationNew: labels).json
  }

  /// The best-ranked book not among `excludedTitles`.
  public func requestReplacement(question: String, excludedTitles: [String])
    async throws(BookKittyError) -> String
  {
    guard let (position, _) = ranked(question, excluding: Set(excludedTitles)).first else {
      throw .invalidModelOutput("the local model knows no other book")
    }
    return label(of: books[position])
  }

  /// The question without its ``questionWords``.
  static func subject(of question: String) -> String {
    SearchTokenizer.words(in: question).filter { !questionWords.contains($0) }
      .joined(separator: " ")
  }

  /// "도서명-저자명" of a catalog book: its title and first author.
  func label(of book: CatalogBook) -> String {
    BookLabel(title: book.title, author: book.firstAuthor).text
  }

  /// Every book but those titled as in `excluded`, best first, each title once. When nothing
  /// shares a word with the question, the whole catalog in an order fixed by the question, so
  /// that there is always an answer and the same question always gets it.
  func ranked(_ question: String, excluding excluded: Set<String>) -> [(Int, Double)] {
    var seen = excluded
    let matches = rankedScores(for: question).filter { $0.score > 0 }
      .map { ($0.index, $0.score) }
    let order = matches.isEmpty ? fallbackOrder(question).map { ($0, 0.0) } : matches
    return order.filter { seen.insert(books[$0.0].title).inserted }
  }

  /// The catalog's positions rotated by a hash of the question that does not change between runs
  /// (Swift's `hashValue` does).
  private func fallbackOrder(_ question: String) -> [Int] {
    guard !books.isEmpty else { return [] }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in question.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let start = Int(hash % UInt64(books.count))
    return Array(books.indices[start...]) + Array(books.indices[..<start])
  }
}
