import BookKittyData
import BookKittyDomain
import BookKittyServer
import Foundation

/// Benchmark 7a: one question asked end to end with the local model — BM25 over the 416-book
/// catalog, every pick checked against the book search on 127.0.0.1, the reason written, the
/// answer saved in SQLite — against the floor of its network part: the same number of search
/// GETs, through the same client, to a Hummingbird route that answers fixed bytes of the same
/// size.
struct BookKittyAskBenchmark: Benchmark {
  /// Timed repetitions; each asks every question of ``BookKittyBenchFixture/questions`` once.
  var timedRuns = 5

  let title = "BookKitty: one ask end to end, local model"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: BookKittyBenchFixture
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-bench-bookkitty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store: BookKittyStore
    do {
      fixture = try await BookKittyBenchFixture.make()
      store = try await BookKittyStore.open(folder: folder)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let questions = BookKittyBenchFixture.questions
    let search = TimedSearch(BookKittyBenchFixture.client(fixture.search.url))
    let ask = AskQuestionUseCase(
      recommender: RecommendationPipeline(
        model: LocalModel(catalog: fixture.search.server.books), search: search,
        configuration: PipelineConfiguration(searchPause: .zero)),
      books: store, questions: store)
    var failures: [String] = []
    var booksPerAsk: [Int] = []

    // Untimed: how many searches one pass makes, and a warm server and client.
    for question in questions { _ = try? await ask.execute(question) }
    let searchesPerPass = search.totals.calls
    search.reset()

    let asks = await harness.measure(
      "AskQuestionUseCase.execute (LocalModel + search + save)", operations: questions.count,
      timedRuns: timedRuns
    ) {
      for question in questions {
        do {
          booksPerAsk.append(try await ask.execute(question).books.count)
        } catch {
          failures.append("\(question): \(error)")
        }
      }
    }
    let (searchTime, searchCalls) = search.totals
    let fixedClient = BookKittyBenchFixture.client(fixture.fixed.url)
    let floor = await harness.measure(
      String(
        format: "%.1f search GETs per ask, fixed-bytes route",
        Double(searchesPerPass) / Double(max(1, questions.count))),
      operations: questions.count, timedRuns: timedRuns
    ) {
      for _ in 0..<searchesPerPass {
        if (try? await fixedClient.searchBooks(query: "코스모스", display: 10))?.isEmpty != false {
          failures.append("the fixed-bytes route answered nothing")
        }
      }
    }
    let askTotal = asks.samples.reduce(Duration.zero, +)
    let share = askTotal > .zero ? searchTime.nanoseconds / askTotal.nanoseconds : 0
    let saved = (try? await store.rowCount(of: "question")) ?? 0
    return BenchmarkReport(
      title: "\(title) (\(questions.count) questions × \(timedRuns) reps, 416-book catalog)",
      baseline: floor, baselineName: "fixed-bytes search", measurements: [asks],
      notes: [
        "time per ask (median): \(Format.time(asks.median)); share spent in the book search "
          + "(wall-clock time with a search in flight; title and author go at once): "
          + String(format: "%.0f%%", share * 100) + " (\(Format.count(searchCalls)) searches in "
          + "the timed runs)",
        "searches per pass of \(questions.count) questions: \(searchesPerPass); books per "
          + "answer: \(booksPerAsk.min() ?? 0)–\(booksPerAsk.max() ?? 0)",
        "questions stored: \(Format.count(saved)) (the untimed pass and every timed run)",
      ],
      failures: Array(Set(failures)).sorted())
  }
}
