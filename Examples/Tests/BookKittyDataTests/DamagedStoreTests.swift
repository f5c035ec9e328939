import BookKittyData
import BookKittyDomain
import BookKittyTestSupport
import Foundation
import Testing

@Suite(
  "A damaged bookkitty.sqlite is moved aside, kept, and the shelf starts empty",
  .timeLimit(.minutes(1)))
struct DamagedStoreTests {
  @Test func aFileThatIsNotADatabaseIsMovedAsideAndKept() async throws {
    let folder = try TemporaryFolder("bookkitty-damaged")
    let file = folder.url.appending(path: BookKittyStore.fileName)
    let garbage = Data(repeating: 0x42, count: 4_096)
    try garbage.write(to: file)
    let store = try await BookKittyStore.open(folder: folder.url)
    let aside = try #require(store.damagedFileMovedTo)
    #expect(aside.hasPrefix(file.path(percentEncoded: false) + ".damaged-"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == garbage, "nothing is lost")
    #expect(try await store.rowCount(of: "book") == 0)
    _ = try await store.saveBook(TestBooks.info(1, title: "새 책", author: "저자"), isOwned: true)
    #expect(try await BookKittyStore.open(folder: folder.url).damagedFileMovedTo == nil)
  }

  @Test func anEmptyFileIsAnEmptyShelfNotADamagedOne() async throws {
    let folder = try TemporaryFolder("bookkitty-empty")
    let file = folder.url.appending(path: BookKittyStore.fileName)
    try Data().write(to: file)
    let store = try await BookKittyStore.open(folder: folder.url)
    #expect(store.damagedFileMovedTo == nil)
    #expect(try await store.rowCount(of: "book") == 0)
  }
}
