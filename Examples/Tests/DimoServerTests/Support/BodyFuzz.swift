import CairnTesting
import Foundation

/// Broken JSON bodies for a route: not JSON at all, the wrong top-level kind, each field
/// missing or of a wrong type, and random bytes and fragments.
enum BodyFuzz {
  static func variants(
    method: String, path: String, template: [String: Any], optional: Set<String>,
    using generator: inout SeededGenerator
  ) -> [FuzzTests.Variant] {
    var bodies: [(String, Data)] = [
      ("empty", Data()), ("open brace", Data("{".utf8)), ("text", Data("not json".utf8)),
      ("array", Data("[]".utf8)), ("null", Data("null".utf8)), ("number", Data("42".utf8)),
      ("string", Data(#""text""#.utf8)), ("deep", Data(String(repeating: "[", count: 5000).utf8)),
      ("bad UTF-8", Data([0xFF, 0xFE, 0x00, 0x7B])), ("NUL", Data(#"{"a":"\u0000"}"#.utf8)),
    ]
    for key in template.keys.sorted() {
      if !optional.contains(key) {
        var missing = template
        missing.removeValue(forKey: key)
        bodies.append(("no \(key)", encode(missing)))
      }
      let wrongs: [Any] =
        template[key] is String
        ? [12345, true, [1], ["k": 1], 1.5] : ["abc", 1.5, true, [1], ["k": 1], "1e3"]
      for (index, wrong) in wrongs.enumerated() {
        var changed = template
        changed[key] = wrong
        bodies.append(("\(key) wrong \(index)", encode(changed)))
      }
      if !optional.contains(key) {
        var null = template
        null[key] = NSNull()
        bodies.append(("\(key) null", encode(null)))
      }
      if template[key] is String {
        var nul = template
        nul[key] = "a\u{0}b"
        bodies.append(("\(key) with NUL", encode(nul)))
      }
      if template[key] is Int {
        for huge in ["1e400", "99999999999999999999999", "-99999999999999999999999"] {
          let text = String(decoding: encode(template), as: UTF8.self)
            .replacingOccurrences(
              of: "\"\(key)\":\(template[key] ?? 0)", with: "\"\(key)\":\(huge)")
          bodies.append(("\(key) \(huge)", Data(text.utf8)))
        }
      }
    }
    let fragments = [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "1", "-7", "\"user_id\"", "가",
    ]
    for index in 0..<4 {
      let count = Int.random(in: 1...12, using: &generator)
      let text = (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined()
      bodies.append(("fragments \(index)", Data(text.utf8)))
      bodies.append(
        (
          "bytes \(index)",
          Data((0..<count * 3).map { _ in UInt8.random(in: 0...255, using: &generator) })
        ))
    }
    return bodies.map { label, body in
      FuzzTests.Variant(
        label: label, method: method, path: path, body: body,
        headers: ["Content-Type": "application/json"])
    }
  }

  private static func encode(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }
}
