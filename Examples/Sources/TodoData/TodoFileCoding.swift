import Foundation
import TodoDomain

/// Turns todos into the bytes of `todos.json` and back.
///
/// Dates are ISO-8601 strings in UTC with milliseconds (older strings without them are read too),
/// keys are sorted and the output is pretty printed, so the file diffs well and reads easily.
enum TodoFileCoding {
  /// What a file's bytes turned out to hold.
  enum Decoded: Equatable {
    /// A file this code understands.
    case todos([Todo])
    /// A well-formed file from a newer format version, which must be left alone.
    case newerVersion(Int)
    /// Bytes that are not a todo file of any known version.
    case corrupt
  }

  private static let preciseDate = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  private static let plainDate = Date.ISO8601FormatStyle()

  /// The file's bytes for `todos`.
  static func encode(_ todos: [Todo]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(preciseDate))
    }
    return try encoder.encode(TodoFileDocument(todos: todos))
  }

  /// Reads a file's bytes.
  static func decode(_ data: Data) -> Decoded {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = try? preciseDate.parse(text) { return date }
      if let date = try? plainDate.parse(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Not an ISO-8601 date: \(text)")
    }
    guard let header = try? decoder.decode(TodoFileDocument.Header.self, from: data) else {
      return .corrupt
    }
    if header.version > TodoFileDocument.currentVersion {
      return .newerVersion(header.version)
    }
    guard header.version == TodoFileDocument.currentVersion,
      let document = try? decoder.decode(TodoFileDocument.self, from: data)
    else {
      return .corrupt
    }
    return .todos(document.domainTodos)
  }
}
