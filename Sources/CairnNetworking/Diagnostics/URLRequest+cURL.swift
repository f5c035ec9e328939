import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// The request as a `curl` command line, for logs and bug reports, with secrets replaced by
  /// `<redacted>`: the header fields, query items and form fields that `redaction` names
  /// (`Authorization`, cookies, tokens, keys and passwords by default).
  ///
  /// Header fields are sorted by name; a text body up to `bodyLimit` bytes is written with
  /// `--data-binary`, a longer or binary one as a note of its size. A JSON body is written as
  /// it is: pass `bodyLimit: 0` when it may hold a secret.
  public func cURLDescription(redacting redaction: Redaction = .standard, bodyLimit: Int = 4096)
    -> String
  {
    var lines = ["curl -X \(httpMethod ?? "GET")"]
    let headers = (allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() }
    for (name, value) in headers {
      lines.append("-H \(Self.quoted("\(name): \(redaction.headerValue(value, named: name))"))")
    }
    if let body = httpBody, !body.isEmpty {
      lines.append("--data-binary \(Self.quoted(describe(body, redaction, bodyLimit)))")
    }
    lines.append(Self.quoted(redaction.string(for: url)))
    return lines.joined(separator: " \\\n  ")
  }

  /// The body as text, form fields redacted, or a note of its size.
  private func describe(_ body: Data, _ redaction: Redaction, _ limit: Int) -> String {
    guard body.count <= limit, let text = String(data: body, encoding: .utf8) else {
      return "<\(body.count) bytes>"
    }
    let contentType = value(forHTTPHeaderField: "Content-Type")?.lowercased() ?? ""
    return contentType.hasPrefix("application/x-www-form-urlencoded")
      ? redaction.redactedPairs(text) : text
  }

  /// `text` in single quotes for a POSIX shell (a quote inside becomes `'\''`).
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
