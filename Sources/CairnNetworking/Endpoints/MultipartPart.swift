import Foundation

/// One part of a `multipart/form-data` body: a field or a file.
public struct MultipartPart: Sendable, Hashable {
  /// The form field name.
  public var name: String
  /// The file name, for file parts.
  public var filename: String?
  /// The part's content type (`image/png`); omitted when `nil`.
  public var contentType: String?
  /// The part's bytes.
  public var data: Data

  /// Creates a part.
  public init(name: String, data: Data, filename: String? = nil, contentType: String? = nil) {
    self.name = name
    self.data = data
    self.filename = filename
    self.contentType = contentType
  }

  /// A plain text field, UTF-8 encoded.
  public static func text(_ name: String, _ value: String) -> MultipartPart {
    MultipartPart(name: name, data: Data(value.utf8))
  }

  /// A fresh random boundary that cannot occur in ordinary content.
  public static func makeBoundary() -> String {
    "cairn-boundary-\(UUID().uuidString)"
  }

  /// The bytes of a whole `multipart/form-data` body made of `parts`, with `boundary`.
  public static func encode(_ parts: [MultipartPart], boundary: String) -> Data {
    var body = Data()
    for part in parts {
      body.append(Data("--\(boundary)\r\n".utf8))
      var disposition = "Content-Disposition: form-data; name=\"\(escaped(part.name))\""
      if let filename = part.filename {
        disposition += "; filename=\"\(escaped(filename))\""
      }
      body.append(Data("\(disposition)\r\n".utf8))
      if let contentType = part.contentType {
        body.append(Data("Content-Type: \(contentType)\r\n".utf8))
      }
      body.append(Data("\r\n".utf8))
      body.append(part.data)
      body.append(Data("\r\n".utf8))
    }
    body.append(Data("--\(boundary)--\r\n".utf8))
    return body
  }

  /// Escapes a quoted header parameter as browsers do (WHATWG): `"`, CR and LF.
  private static func escaped(_ value: String) -> String {
    value
      .replacingOccurrences(of: "\"", with: "%22")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }
}
