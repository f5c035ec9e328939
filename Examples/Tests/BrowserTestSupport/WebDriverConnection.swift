import CairnNetworking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Commands to chromedriver over the W3C WebDriver protocol: JSON over HTTP on 127.0.0.1, each
/// answer's `value` handed back, each error thrown as a ``WebDriverError``.
package struct WebDriverConnection: Sendable {
  /// chromedriver's address (`http://127.0.0.1:<port>`).
  package let base: URL
  /// How long one command may take before it is abandoned (a hung browser fails the test).
  package var commandLimit: TimeInterval = 60

  package init(base: URL) {
    self.base = base
  }

  /// Sends `method path` with `body` (a JSON object) and returns the answer's `value`
  /// re-encoded as JSON bytes, for ``WebDriverValue`` to read.
  package func send(_ method: String, _ path: String, body: [String: any Sendable]? = nil)
    async throws -> WebDriverValue
  {
    var request = URLRequest(url: base.appending(path: path))
    request.httpMethod = method
    request.timeoutInterval = commandLimit
    if method == "POST" {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = try JSONSerialization.data(withJSONObject: body ?? [:])
    }
    let data: Data
    do {
      // Cairn's own transport: on Linux, URLSession's failed on chromedriver's answers
      // ("Failed writing header").
      (data, _) = try await DefaultHTTPTransport().send(request)
    } catch {
      throw WebDriverError(code: "transport", message: "\(method) \(path): \(error)")
    }
    let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    let value = answer?["value"]
    if let failure = value as? [String: Any], let code = failure["error"] as? String {
      let message = failure["message"] as? String ?? ""
      throw WebDriverError(code: code, message: "\(method) \(path): \(message)")
    }
    return WebDriverValue(value)
  }
}

/// The `value` of a WebDriver answer, read as the type a command expects.
package struct WebDriverValue: Sendable {
  private let json: Data?

  init(_ value: Any?) {
    json = value.flatMap {
      try? JSONSerialization.data(withJSONObject: ["v": $0], options: [.fragmentsAllowed])
    }
  }

  private var object: Any? {
    json.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["v"]
  }

  /// The value as a string (nil when it is not one).
  package var string: String? { object as? String }
  /// The value as a Boolean (nil when it is not one).
  package var bool: Bool? { object as? Bool }
  /// The value as a number.
  package var number: Double? { (object as? NSNumber)?.doubleValue }
  /// The value as a found element's WebDriver reference (a script that returned an element).
  package var elementReference: String? { string("element-6066-11e4-a52e-4f735466cecf") }
  /// The value's field `key`, as a string.
  package func string(_ key: String) -> String? { (object as? [String: Any])?[key] as? String }
  /// The value's field `key`, as an object's string fields.
  package func strings(_ key: String) -> [String: String] {
    ((object as? [String: Any])?[key] as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
  }
  /// The value as a list of numbers.
  package var numbers: [Double] {
    (object as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
  }
  /// The value as a list of objects, each read as its string fields.
  package var objects: [[String: String]] {
    (object as? [[String: Any]])?.map { $0.compactMapValues { $0 as? String } } ?? []
  }
}
