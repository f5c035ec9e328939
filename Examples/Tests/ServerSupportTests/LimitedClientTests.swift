import NIOCore
import ServerSupport
import Testing

@Suite("The client that limits count: an IPv4 address or an IPv6 /64", .timeLimit(.minutes(1)))
struct LimitedClientTests {
  @Test(arguments: [
    ("127.0.0.1", "127.0.0.1"),
    ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
    ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
    ("::1", "0:0:0:0::/64"),
    ("::ffff:10.0.0.7", "10.0.0.7"),
  ])
  func anAddressIsCountedAs(address: String, client: String) throws {
    #expect(limitedClient(try SocketAddress(ipAddress: address, port: 443)) == client)
  }

  @Test func everyAddressOfOneIPv6NetworkIsOneClient() throws {
    let first = try SocketAddress(ipAddress: "2001:db8:1:2::10", port: 1)
    let second = try SocketAddress(ipAddress: "2001:db8:1:2:ffff:ffff:ffff:ffff", port: 2)
    let other = try SocketAddress(ipAddress: "2001:db8:1:3::10", port: 1)
    #expect(limitedClient(first) == limitedClient(second))
    #expect(limitedClient(first) != limitedClient(other))
  }
}
