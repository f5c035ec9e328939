import Foundation
import Testing

@testable import CairnWeb

/// The session writes its messages' JSON itself: whatever a text holds, a JSON parser reads
/// back the same message.
@Suite("The messages' JSON", .timeLimit(.minutes(1)))
struct ServerMessageJSONTests {
  /// Texts a page could hold: quotes, backslashes, every control character, markup, Korean,
  /// an emoji, the line separators JavaScript once refused.
  static let texts: [String] = [
    "", "plain", #"say "hi" \ bye"#, "line\nbreak\r\ttab",
    String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }),
    "<img src=x onerror=alert(1)>", "할 일 목록", "👩‍💻", "\u{2028}\u{2029}", "/slash/",
  ]

  private func parsed(_ message: ServerMessage) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(message.json.utf8))
    return try #require(object as? [String: Any])
  }

  @Test(arguments: texts)
  func aPatchReadsBackAsItWasWritten(text: String) throws {
    let message = ServerMessage.patch(
      operations: [
        .attributes(
          PatchTarget(key: "app/" + text, path: [0, 2]), ["class": text, "hidden": nil]),
        .text(PatchTarget(key: "k"), text),
        .children(PatchTarget(key: "k", path: [1]), html: text),
        .replace(PatchTarget(key: "k"), html: text),
        .keyedChildren(PatchTarget(key: "k"), [.keep(text), .insert(html: text)]),
      ],
      acknowledged: 7, address: .back(count: 2, url: "/todo/" + text, index: 3), title: text)
    let object = try parsed(message)
    #expect(object["t"] as? String == "patch")
    #expect(object["ack"] as? Int == 7)
    #expect(object["title"] as? String == text)
    let nav = try #require(object["nav"] as? [String: Any])
    #expect(nav["k"] as? String == "back")
    #expect(nav["n"] as? Int == 2)
    #expect(nav["url"] as? String == "/todo/" + text)
    #expect(nav["i"] as? Int == 3)
    let operations = try #require(object["ops"] as? [[Any]])
    #expect(operations.map { $0[0] as? String } == ["a", "t", "h", "r", "k"])
    #expect(operations[0][1] as? String == "app/" + text)
    #expect(operations[0][2] as? [Int] == [0, 2])
    let attributes = try #require(operations[0][3] as? [String: Any])
    #expect(attributes["class"] as? String == text)
    #expect(attributes["hidden"] is NSNull)
    #expect(operations[1][3] as? String == text)
    #expect(operations[2][3] as? String == text)
    #expect(operations[3][3] as? String == text)
    let items = try #require(operations[4][3] as? [Any])
    #expect(items[0] as? String == text)
    #expect((items[1] as? [String: Any])?["n"] as? String == text)
  }

  @Test(arguments: texts)
  func aPageReadsBackAsItWasWritten(text: String) throws {
    let object = try parsed(
      .page(html: text, session: "s-" + text, address: .push(url: text, index: 1), title: nil))
    #expect(object["t"] as? String == "page")
    #expect(object["html"] as? String == text)
    #expect(object["session"] as? String == "s-" + text)
    #expect((object["nav"] as? [String: Any])?["url"] as? String == text)
    #expect(object["title"] == nil)
  }

  @Test func aReloadIsItsKindAlone() throws {
    #expect(ServerMessage.reload.json == #"{"t":"reload"}"#)
  }
}
