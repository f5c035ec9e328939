import Foundation

/// Broken `multipart/form-data` bodies for the profile edit: bad or missing boundaries,
/// truncated forms, parts without headers.
enum MultipartFuzz {
  static func variants(method: String, path: String, userID: String) -> [FuzzTests.Variant] {
    let boundary = "fuzz-boundary"
    let good =
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"intro\"\r\n\r\n소개\r\n--\(boundary)--\r\n"
    let cases: [(String, String?, String)] = [
      ("no content type", nil, good),
      ("json type", "application/json", good),
      ("no boundary", "multipart/form-data", good),
      ("empty boundary", "multipart/form-data; boundary=", good),
      ("quoted empty boundary", "multipart/form-data; boundary=\"\"", good),
      (
        "long boundary", "multipart/form-data; boundary=\(String(repeating: "b", count: 200))", good
      ),
      ("other boundary", "multipart/form-data; boundary=other", good),
      ("truncated", "multipart/form-data; boundary=\(boundary)", String(good.prefix(40))),
      ("no closing", "multipart/form-data; boundary=\(boundary)", String(good.dropLast(8))),
      ("empty body", "multipart/form-data; boundary=\(boundary)", ""),
      (
        "no headers", "multipart/form-data; boundary=\(boundary)",
        "--\(boundary)\r\n\r\nx\r\n--\(boundary)--\r\n"
      ),
      (
        "header without colon", "multipart/form-data; boundary=\(boundary)",
        "--\(boundary)\r\nbroken\r\n\r\nx\r\n--\(boundary)--\r\n"
      ),
      (
        "wrong user", "multipart/form-data; boundary=\(boundary)",
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"user_id\"\r\n\r\nsample_01\r\n"
          + good.dropFirst(0)
      ),
      ("only garbage", "multipart/form-data; boundary=\(boundary)", "\u{0}\u{1}garbage"),
    ]
    var variants = cases.map { label, type, body -> FuzzTests.Variant in
      var variant = FuzzTests.Variant(
        label: label, method: method, path: path, body: Data(body.utf8))
      if let type { variant.headers["Content-Type"] = type }
      return variant
    }
    var invalid = Data(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"intro\"\r\n\r\n".utf8)
    invalid.append(contentsOf: [0xFF, 0xFE, 0xC3, 0x28])
    invalid.append(Data("\r\n--\(boundary)--\r\n".utf8))
    variants.append(
      FuzzTests.Variant(
        label: "invalid UTF-8 intro", method: method, path: path, body: invalid,
        headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"]))
    return variants
  }
}
