import BookKittyAPI
import BookKittyServer
import Foundation
import Testing

@testable import BookKittyData

/// The local model's answers respect the question's subject, measured over questions of every
/// category of the sample catalog: the share of proposed books whose category is the question's,
/// with subjects ranked alike (the model before) and with the subject's books first (now).
@Suite("The local model keeps to the question's subject", .timeLimit(.minutes(2)))
struct LocalModelSubjectTests {
  /// Questions as a reader would ask them, each with the category its answer belongs to.
  static let questions: [(question: String, category: String)] = [
    ("역사를 재미있게 배울 수 있는 책 추천해줘", "역사"),
    ("조선 시대 사람들은 어떻게 살았는지 궁금해요", "역사"),
    ("세계사의 큰 흐름을 한 번에 이해하고 싶어요", "역사"),
    ("우주와 물리를 쉽게 알고 싶어요", "과학"),
    ("진화론을 이해할 수 있는 책이 있을까요", "과학"),
    ("과학을 좋아하게 만들어 줄 교양서", "과학"),
    ("주식 투자를 시작하려는데 기초부터 알려줘", "경제경영"),
    ("경제 뉴스가 무슨 말인지 이해되지 않아요", "경제경영"),
    ("회사를 경영하는 리더가 읽을 만한 책", "경제경영"),
    ("프로그래밍을 처음 배우는 사람에게 좋은 책", "IT"),
    ("인공지능이 어떻게 동작하는지 알고 싶어요", "IT"),
    ("개발자로서 코딩을 더 잘하고 싶어요", "IT"),
    ("밤새 읽을 수 있는 추리 소설", "소설"),
    ("가슴 따뜻한 장편 소설 추천해줘", "소설"),
    ("SF 소설을 좋아하는데 뭐 읽을까", "소설"),
    ("좋은 습관을 만들고 싶어요", "자기계발"),
    ("목표를 세우고 끝까지 해내는 법", "자기계발"),
    ("성공한 사람들은 무엇이 다를까", "자기계발"),
    ("불안한 마음을 다스리고 싶어요", "심리"),
    ("사람의 심리를 이해하는 책", "심리"),
    ("감정 조절이 너무 어려워요", "심리"),
    ("철학 입문서를 읽고 싶어요", "인문"),
    ("동양 고전에서 지혜를 얻고 싶어요", "인문"),
    ("지친 하루에 위로가 되는 에세이", "에세이"),
    ("잔잔한 산문집 추천해줘", "에세이"),
  ]

  /// The share of the new books proposed for ``questions`` that are of the question's category.
  private func share(_ model: LocalModel, catalog: [CatalogBook]) async throws -> Double {
    var (matching, proposed) = (0, 0)
    for (question, category) in Self.questions {
      let picks = try ModelPicks(
        parsing: try await model.requestRecommendation(question: question, ownedBooks: []))
      for pick in picks.recommendationNew {
        let label = try BookLabel(parsing: pick)
        let book = try #require(catalog.first { $0.title == label.title }, "\(pick)")
        proposed += 1
        if book.category == category { matching += 1 }
      }
    }
    return proposed == 0 ? 0 : Double(matching) / Double(proposed)
  }

  @Test func mostProposedBooksAreOfTheQuestionsSubject() async throws {
    let catalog = try BookKittyServer.bundledCatalog()
    let before = try await share(LocalModel(catalog: catalog, subjectBoost: 1), catalog: catalog)
    let now = try await share(LocalModel(catalog: catalog), catalog: catalog)
    print(
      "local model, books on the question's subject over \(Self.questions.count) questions: "
        + "\(Int((before * 100).rounded()))% with subjects alike, \(Int((now * 100).rounded()))% now"
    )
    #expect(now >= 0.85, "only \(now) of the proposed books are on the question's subject")
    #expect(now > before)
  }

  @Test(arguments: [
    ("역사를 재미있게 배울 수 있는 책 추천해줘", "역사"), ("우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요", "과학"),
  ])
  func aSubjectQuestionGetsTwoOrThreeBooksOfItsSubject(question: String, category: String)
    async throws
  {
    let catalog = try BookKittyServer.bundledCatalog()
    let picks = try ModelPicks(
      parsing: try await LocalModel(catalog: catalog).requestRecommendation(
        question: question, ownedBooks: []))
    // The subject's best book does not leave its next ones under the bar.
    #expect((2...3).contains(picks.recommendationNew.count), "\(picks.recommendationNew)")
    for pick in picks.recommendationNew {
      let label = try BookLabel(parsing: pick)
      #expect(catalog.first { $0.title == label.title }?.category == category, "\(pick)")
    }
  }

  @Test func aQuestionNamesTheSubjectsItsWordsStartWith() {
    #expect(LocalModel.namedCategories(in: "역사를 재미있게 배울 수 있는 책") == ["역사"])
    #expect(LocalModel.namedCategories(in: "프로그래밍은 처음인데 경제도 궁금해") == ["IT", "경제경영"])
    #expect(LocalModel.namedCategories(in: "계획적인 삶을 살고 싶은데").isEmpty)
  }
}
