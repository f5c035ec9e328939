import Testing

@testable import CairnWeb

/// A `files/` address reaches one folder of an app's server, and only its PNG files.
@Suite("Pictures served again from an app's server", .timeLimit(.minutes(1)))
struct ServerPicturePathTests {
  private let covers = ServerPicturePath(folder: ["bookkitty", "covers"], appPath: "bookkitty")

  @Test func aPictureOfTheFolderHasAnAddressOnThePagesOrigin() {
    #expect(
      covers.address(of: "/bookkitty/covers/9791195894093.png")
        == "/bookkitty/files/bookkitty/covers/9791195894093.png")
    #expect(covers.isPicturePath("bookkitty/covers/a-b_c.1.png"))
  }

  @Test(arguments: [
    "bookkitty/covers/../secret.png", "bookkitty/covers/..", "bookkitty/covers/x.jpg",
    "bookkitty/covers/sub/x.png", "bookkitty/books/x.png", "onban/images/x.png",
    "bookkitty/covers/x%2F..png", "bookkitty/covers/.png", "bookkitty/covers/", "",
    "bookkitty//covers/x.png", "bookkitty/covers/표지.png", "bookkitty/covers/x.png?y=1",
  ])
  func anythingElseHasNone(path: String) {
    #expect(!covers.isPicturePath(path))
    #expect(covers.address(of: "/" + path) == nil)
  }

  @Test func anAddressElsewhereHasNone() {
    #expect(covers.address(of: "https://example.com/bookkitty/covers/x.png") == nil)
    #expect(covers.address(of: "bookkitty/covers/x.png") == nil)
  }
}
