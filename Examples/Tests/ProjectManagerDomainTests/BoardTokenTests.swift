import ProjectManagerAPI
import Testing

/// The board token's one written form, shared by the server, its file and the command line.
@Suite("The board token's form", .timeLimit(.minutes(1)))
struct BoardTokenTests {
  @Test("a new token is 32 random bytes in base64url without padding, and reads back")
  func randomTokens() {
    let tokens = (0..<100).map { _ in BoardToken.random() }
    #expect(Set(tokens).count == 100)
    for token in tokens {
      #expect(token.text.count == BoardToken.textLength)
      #expect(BoardToken(token.text) == token)
      #expect(!token.text.contains { "+/=".contains($0) })
    }
  }

  @Test(
    "anything else is refused",
    arguments: [
      "", "abc", String(repeating: "A", count: 42), String(repeating: "A", count: 44),
      String(repeating: "A", count: 42) + "=", String(repeating: "+", count: 43),
      String(repeating: "가", count: 43),
      // The last character carries 4 bits of the 32nd byte: "B" sets a bit beyond them.
      String(repeating: "A", count: 42) + "B",
    ])
  func malformedTokens(text: String) {
    #expect(BoardToken(text) == nil)
  }

  @Test("its description never shows the secret")
  func descriptionIsRedacted() {
    let token = BoardToken.random()
    #expect(!"\(token)".contains(token.text))
    #expect(!String(reflecting: token).contains(token.text))
  }
}
