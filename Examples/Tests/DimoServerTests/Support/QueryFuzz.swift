import DimoAPI
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Broken queries and path parameters for a GET route: each parameter missing or replaced by a
/// bad value, raw percent escapes, huge numbers.
enum QueryFuzz {
  static let badValues = [
    "", "abc", "-1", "0", "99999999999999999999", "%ZZ", "%00", "1e3", "%20%201", "1.5",
    String(repeating: "%EA%B0%80", count: 2000), "%F0%28%8C%28",
  ]

  static func variants(route: DimoRoute, request: URLRequest) -> [FuzzTests.Variant] {
    if route == .animeDetail {
      return badValues.filter { !$0.isEmpty }.map { value in
        FuzzTests.Variant(
          label: "id \(value.prefix(20))", method: "GET", path: "detail/animedata/\(value)")
      }
    }
    let items =
      URLComponents(url: request.url ?? URL(fileURLWithPath: "/"), resolvingAgainstBaseURL: false)?
      .percentEncodedQueryItems ?? []
    var variants: [FuzzTests.Variant] = []
    func add(_ label: String, _ items: [URLQueryItem]) {
      let query = items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
      variants.append(
        FuzzTests.Variant(
          label: label, method: "GET", path: query.isEmpty ? route.path : "\(route.path)?\(query)"))
    }
    for (index, item) in items.enumerated() {
      var missing = items
      missing.remove(at: index)
      add("no \(item.name)", missing)
      for value in badValues {
        var changed = items
        changed[index] = URLQueryItem(name: item.name, value: value)
        add("\(item.name)=\(value.prefix(20))", changed)
      }
      var twice = items
      twice.insert(URLQueryItem(name: item.name, value: "abc"), at: 0)
      add("\(item.name) twice, the first bad", twice)
    }
    add("no query", [])
    if let first = items.first {
      add(
        "junk",
        [URLQueryItem(name: first.name, value: "%ZZ"), URLQueryItem(name: "%ZZ", value: "%ZZ")])
    }
    return variants
  }
}
