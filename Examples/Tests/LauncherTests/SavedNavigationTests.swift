import CairnNavigation
import Foundation
import Testing

@testable import Launcher

/// The launcher's `navigation.json`: what it says to the user when the file is damaged, from
/// another version, partly out of date or cannot be written — and nothing when all is well.
@Suite("The saved navigation file", .timeLimit(.minutes(3)))
@MainActor
struct SavedNavigationTests {
  /// An app folder, removed at the end.
  private func withFolder(_ body: (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("saved-navigation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
  }

  /// Opens `cairn://todo` and any link whose last component is a known number.
  private func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    url.host == "todo" && (url.pathComponents.count < 2 || url.lastPathComponent == "1")
      ? .success(()) : .failure(.notFound(url.absoluteString))
  }

  @Test func nothingSavedIsNoNotice() async throws {
    try await withFolder { folder in
      let notice = await SavedNavigation(folder: folder).restore(into: Navigator(), open: open)
      #expect(notice == nil)
    }
  }

  @Test func aSavedNavigationComesBackWithoutANotice() async throws {
    try await withFolder { folder in
      let saved = SavedNavigation(folder: folder)
      let links = [URL(string: "cairn://todo"), URL(string: "cairn://todo/1")].compactMap { $0 }
      try NavigationRestoration(selectedTab: .main, links: links).json.write(to: saved.file)
      var opened: [URL] = []
      let notice = await saved.restore(into: Navigator()) { url in
        opened.append(url)
        return await open(url)
      }
      #expect(notice == nil)
      #expect(opened == links)
    }
  }

  @Test(arguments: [
    (Data("{ not json".utf8), "지난번 화면 파일이 손상되어 처음 화면으로 시작해요"),
    (
      Data(#"{"version": 9, "selectedTab": "main", "links": []}"#.utf8),
      "지난번 화면은 다른 버전이 저장해서 처음 화면으로 시작해요"
    ),
  ])
  func aDamagedOrForeignFileIsSaid(bytes: Data, expected: String) async throws {
    try await withFolder { folder in
      let saved = SavedNavigation(folder: folder)
      try bytes.write(to: saved.file)
      #expect(await saved.restore(into: Navigator(), open: open) == expected)
    }
  }

  @Test func aScreenThatCannotComeBackIsCountedInTheNotice() async throws {
    try await withFolder { folder in
      let saved = SavedNavigation(folder: folder)
      let links = ["cairn://todo", "cairn://todo/2"].compactMap(URL.init(string:))
      try NavigationRestoration(selectedTab: .main, links: links).json.write(to: saved.file)
      let notice = await saved.restore(into: Navigator(), open: open)
      #expect(notice == "지난번에 열려 있던 화면 1개는 더 이상 열 수 없어 닫았어요 (지워진 항목일 수 있어요)")
    }
  }

  @Test func aFolderThatCannotBeWrittenIsSaidOnSave() async throws {
    try await withFolder { folder in
      let gone = folder.appendingPathComponent("removed")
      #expect(SavedNavigation(folder: folder).save(Navigator()) == nil)
      let notice = SavedNavigation(folder: gone).save(Navigator())
      #expect(notice?.hasPrefix("지금 화면을 저장할 수 없어 다음에는 처음 화면으로 시작해요") == true)
    }
  }
}
