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
    var object: [String: Any]
    switch self {
    case .patch(let operations, let acknowledged, let address, let title):
      object = ["t": "patch", "ops": operations.map(\.jsonValue), "ack": acknowledged]
      if let address { object["nav"] = address.jsonValue }
      if let title { object["title"] = title }
    case .page(let html, let session, let address, let title):
      object = ["t": "page", "html": html, "session": session]
      if let address { object["nav"] = address.jsonValue }
      if let title { object["title"] = title }
    case .reload:
      object = ["t": "reload"]
    }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.withoutEscapingSlashes])
    else { return #"{"t":"reload"}"# }
    return String(decoding: data, as: UTF8.self)
  }
}

extension AddressChange {
  var jsonValue: [String: Any] {
    switch self {
    case .push(let url, let index): ["k": "push", "url": url, "i": index]
    case .replace(let url, let index): ["k": "replace", "url": url, "i": index]
    case .back(let count, let url, let index): ["k": "back", "n": count, "url": url, "i": index]
    }
  }
}

extension PatchOperation {
  /// `[kind, key, path, argument]`: compact, since most of a patch's bytes are operations.
  var jsonValue: [Any] {
    switch self {
    case .attributes(let target, let changes):
      let values: [String: Any] = changes.mapValues { value -> Any in
        if let value { return value }
        return NSNull()
      }
      return ["a", target.key, target.path, values]
    case .text(let target, let text): return ["t", target.key, target.path, text]
    case .children(let target, let html): return ["h", target.key, target.path, html]
    case .replace(let target, let html): return ["r", target.key, target.path, html]
    case .keyedChildren(let target, let items):
      let list: [Any] = items.map { item -> Any in
        switch item {
        case .keep(let key): key
        case .insert(let html): ["n": html]
        }
      }
      return ["k", target.key, target.path, list]
    }
  }
}
