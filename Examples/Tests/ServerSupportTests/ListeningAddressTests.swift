import ServerSupport
import Testing

@Suite("Listening address: a warning for anything but loopback", .timeLimit(.minutes(1)))
struct ListeningAddressTests {
  @Test(arguments: ["127.0.0.1", "127.1.2.3", "::1", "localhost", "LOCALHOST"])
  func loopbackNeedsNoWarning(host: String) {
    #expect(ListeningAddress.isLoopback(host))
    #expect(ListeningAddress.warning(forHost: host) == nil)
  }

  @Test(arguments: ["0.0.0.0", "::", "192.168.0.10", "127.0.0", "127.0.0.1.5", "example.com"])
  func anyOtherAddressIsWarnedAbout(host: String) throws {
    #expect(!ListeningAddress.isLoopback(host))
    let warning = try #require(ListeningAddress.warning(forHost: host))
    #expect(warning.contains(host))
    #expect(warning.contains("plain HTTP"))
  }
}
