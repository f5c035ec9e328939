import CairnTerminal
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// How `cairn-apps pm` prints works: one line each, or JSON objects with `--json`.
enum PMOutput {
  /// `<id>  TODO   2026. 12. 1.  title`, the title's control characters escaped as the board
  /// keeps them off the screen (``text(_:)``).
  static func line(_ work: Work) -> String {
    let state = work.state.title.padding(toLength: 5, withPad: " ", startingAt: 0)
    return "\(work.id.uuidString)  \(state)  \(work.due.iso)  \(text(work.title))"
  }

  /// Data (synced or typed) made safe for a terminal: its control characters escaped, so that
  /// a title holding `ESC ]2;… BEL` cannot retitle or clear the terminal.
  static func text(_ data: String) -> String {
    ControlCharacters.escaped(data)
  }

  /// Pretty JSON of any encodable value, keys sorted.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Prints one work as a line or as a JSON object.
  static func print(_ work: Work, json: Bool) throws {
    Swift.print(json ? try Self.json(WorkDTO(work)) : line(work))
  }
}
