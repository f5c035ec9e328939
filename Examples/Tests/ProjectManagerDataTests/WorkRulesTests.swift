import Foundation
import ProjectManagerData
import ProjectManagerDomain
import Testing

/// The title and body limits have one home, ``WorkRules``: the use cases check them (and so
/// do the server's record validation and the command line, through the same use cases and
/// codec), and the `work` table's constraints are the last guard.
@Suite("Work rules, through the use cases on a real store", .timeLimit(.minutes(3)))
struct WorkRulesTests {
  let folder: TemporaryFolder
  let store: SQLiteWorkStore

  init() async throws {
    folder = try TemporaryFolder()
    store = try await SQLiteWorkStore.open(folder: folder.url)
  }

  @Test("a body over the limit is refused by the use case with the rule's error")
  func bodyOverTheLimit() async throws {
    let long = String(repeating: "가", count: WorkRules.bodyLimit + 1)
    let error = await storeError {
      try await CreateWorkUseCase(repository: store).execute(draft("a", body: long))
    }
    #expect(error == .invalid(.bodyTooLong(WorkRules.bodyLimit + 1)))
    #expect(try await store.works().isEmpty)
  }

  @Test("a title over the limit is refused when editing too")
  func titleOverTheLimit() async throws {
    let work = try await CreateWorkUseCase(repository: store).execute(draft("짧은 제목"))
    let long = String(repeating: "t", count: WorkRules.titleLimit + 1)
    let error = await storeError {
      try await UpdateWorkUseCase(repository: store).execute(id: work.id, with: draft(long))
    }
    #expect(error == .invalid(.titleTooLong(WorkRules.titleLimit + 1)))
    #expect(try await store.work(id: work.id)?.title == "짧은 제목")
  }

  @Test("exactly at the limits is accepted")
  func atTheLimits() async throws {
    let title = String(repeating: "t", count: WorkRules.titleLimit)
    let body = String(repeating: "b", count: WorkRules.bodyLimit)
    let work = try await CreateWorkUseCase(repository: store).execute(draft(title, body: body))
    #expect(work.title.count == WorkRules.titleLimit && work.body.count == WorkRules.bodyLimit)
  }
}
