import Testing

@testable import OnbanServer

@Suite("Won prices", .timeLimit(.minutes(3)))
struct WonPriceTests {
  @Test(arguments: [
    ("12,640원", 12640), ("0원", 0), ("999원", 999), ("1,000원", 1000), ("31,200원", 31200),
    ("1,234,567원", 1_234_567),
  ])
  func parsesAndFormats(text: String, amount: Int) throws {
    let price = try #require(WonPrice(parsing: text))
    #expect(price.amount == amount)
    #expect(price.text == text)
  }

  @Test(arguments: ["12640", "12,640", "1,2640원", "12,64원", ",640원", "-1원", " 1원", "원", "1,000.5원"])
  func rejectsMalformedText(text: String) {
    #expect(WonPrice(parsing: text) == nil)
  }

  @Test func pointIsOnePercentRoundedDown() {
    #expect(WonPrice(amount: 31200).point.text == "312원")
    #expect(WonPrice(amount: 12640).point.text == "126원")
  }

  @Test func prefixesAreNormalized() {
    #expect(OnbanServer.normalized("/onban") == "/onban")
    #expect(OnbanServer.normalized("onban/") == "/onban")
    #expect(OnbanServer.normalized("/apps//onban/") == "/apps/onban")
    #expect(OnbanServer.normalized("/") == "")
  }
}
