import Foundation

extension ClientMessage {
  /// The message in `data`, or nil when it is not a message of the protocol (it is then
  /// ignored: a page never sends one).
  public init?(json data: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let kind = object["t"] as? String
    else { return nil }
    let sequence = object["q"] as? Int ?? 0
    switch kind {
    case "join":
      guard let session = object["session"] as? String, let url = object["url"] as? String,
        let version = object["version"] as? String
      else { return nil }
      self = .join(
        session: session, previous: object["previous"] as? String, url: url, version: version,
        index: object["i"] as? Int ?? 0)
    case "ev":
      guard let rawKind = object["k"] as? String, let kind = WebEventKind(rawValue: rawKind),
        let action = object["a"] as? String
      else { return nil }
      let fields = (object["f"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
      self = .event(
        sequence: sequence, screen: object["s"] as? Int,
        WebEvent(kind: kind, action: action, value: object["v"] as? String, fields: fields))
    case "key":
      guard let name = object["k"] as? String, name.count <= 32 else { return nil }
      self = .key(sequence: sequence, WebKey(name, isControl: object["c"] as? Bool ?? false))
    case "pop":
      guard let url = object["url"] as? String, let index = object["i"] as? Int else { return nil }
      self = .history(sequence: sequence, url: url, index: index)
    default:
      return nil
    }
  }
}

extension ServerMessage {
  /// The message as the JSON text the client script reads.
  public var json: String {
    var json = JSONText()
    json.raw("{")
    switch self {
    case .patch(let operations, let acknowledged, let address, let title):
      json.key("t")
      json.string("patch")
      json.raw(",")
      json.key("ops")
      json.array(operations) { json, operation in operation.write(to: &json) }
      json.raw(",")
      json.key("ack")
      json.number(acknowledged)
      Self.write(address: address, title: title, to: &json)
    case .page(let html, let session, let address, let title):
      json.key("t")
      json.string("page")
      json.raw(",")
      json.key("html")
      json.string(html)
      json.raw(",")
      json.key("session")
      json.string(session)
      Self.write(address: address, title: title, to: &json)
    case .reload:
      json.key("t")
      json.string("reload")
    }
    json.raw("}")
    return json.text
  }

  private static func write(address: AddressChange?, title: String?, to json: inout JSONText) {
    if let address {
      json.raw(",")
      json.key("nav")
      address.write(to: &json)
    }
    if let title {
      json.raw(",")
      json.key("title")
      json.string(title)
    }
  }
}

extension AddressChange {
  /// `{"k":"push","url":…,"i":…}`, with `"n"` (how many entries) for a back.
  fileprivate func write(to json: inout JSONText) {
    let (kind, url, index, count): (String, String, Int, Int?) =
      switch self {
      case .push(let url, let index): ("push", url, index, nil)
      case .replace(let url, let index): ("replace", url, index, nil)
      case .back(let count, let url, let index): ("back", url, index, count)
      }
    json.raw("{")
    json.key("k")
    json.string(kind)
    if let count {
      json.raw(",")
      json.key("n")
      json.number(count)
    }
    json.raw(",")
    json.key("url")
    json.string(url)
    json.raw(",")
    json.key("i")
    json.number(index)
    json.raw("}")
  }
}

extension PatchOperation {
  /// `[kind, key, path, argument]`: compact, since most of a patch's bytes are operations.
  fileprivate func write(to json: inout JSONText) {
    let (kind, target): (String, PatchTarget) =
      switch self {
      case .attributes(let target, _): ("a", target)
      case .text(let target, _): ("t", target)
      case .children(let target, _): ("h", target)
      case .replace(let target, _): ("r", target)
      case .keyedChildren(let target, _): ("k", target)
      }
    json.raw("[")
    json.string(kind)
    json.raw(",")
    json.string(target.key)
    json.raw(",")
    json.array(target.path) { json, index in json.number(index) }
    json.raw(",")
    switch self {
    case .attributes(_, let changes):
      json.raw("{")
      for (offset, name) in changes.keys.sorted().enumerated() {
        if offset > 0 { json.raw(",") }
        json.string(name)
        json.raw(":")
        if let value = changes[name] ?? nil { json.string(value) } else { json.raw("null") }
      }
      json.raw("}")
    case .text(_, let text): json.string(text)
    case .children(_, let html), .replace(_, let html): json.string(html)
    case .keyedChildren(_, let items):
      json.array(items) { json, item in
        switch item {
        case .keep(let key): json.string(key)
        case .insert(let html):
          json.raw("{")
          json.key("n")
          json.string(html)
          json.raw("}")
        }
      }
    }
    json.raw("]")
  }
}
