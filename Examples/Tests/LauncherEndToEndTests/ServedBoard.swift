import Foundation
import ProcessTestSupport
import Testing

/// `cairn-apps serve` as a separate process on a free port, its data in a given folder, read
/// up to the line with its URL (everything it prints on starting comes before that line).
struct ServedBoard {
  /// The running `serve`.
  let process: ChildProcess
  /// Its origin, such as `http://127.0.0.1:41234`.
  let url: String
  /// The lines printed before the URL line.
  let startLines: [String]

  /// Starts `serve` with `--data-dir folder` and waits for its URL line.
  init(folder: URL) async throws {
    let process = try ChildProcess(
      [try PMCommandLine.launcher().path, "serve", "--port", "0", "--data-dir", folder.path])
    do {
      var lines: [String] = []
      var urlLine: String?
      while let line = await process.readLine(where: { _ in true }) {
        if line.hasPrefix("cairn-apps serve: http://") {
          urlLine = line
          break
        }
        lines.append(line)
      }
      let line = try #require(urlLine, "the URL line after \(lines)")
      let words = line.split(separator: " ")
      url = String(try #require(words.first { $0.hasPrefix("http://127.0.0.1:") }))
      startLines = lines
    } catch {
      process.kill()
      throw error
    }
    self.process = process
  }

  /// The board token printed on this start, in its `pm login … --token T` line; `nil` when
  /// none was printed (the folder already had a token).
  var printedToken: String? {
    startLines.first { $0.contains(" --token ") }
      .flatMap { $0.split(separator: " ").last.map(String.init) }
  }
}
