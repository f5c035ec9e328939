import Foundation

/// Instructions per request, counted by callgrind, of sequential `GET` + decode of the ~2 KB
/// catalogue page: `cairn-net-client` in a process of its own, once with raw
/// `URLSession.shared.data(for:)` + `JSONDecoder` and once with `DataTransferService`, against
/// the benchmarks' loopback server (whose instructions are not counted). Reported with the
/// sequential benchmark, whose wall times are too noisy on a shared machine to judge a few
/// percent.
///
/// Each client runs twice, with the same warm-up and with 0 and with `requests` measured
/// requests; the difference over `requests` is the cost of one request, free of start-up and
/// warm-up. Counts repeat to within about half a percent.
struct NetworkInstructionCount {
  /// Requests counted per client.
  var requests = 200
  /// Requests before counting (connection opened, caches warm).
  var warmUps = 20

  /// The notes to print (or why nothing was counted), and any failure.
  func measure(catalog url: URL) async -> (notes: [String], failures: [String]) {
    let callgrind: Callgrind
    do {
      // Built next to this program: cairn-bench depends on it.
      let program = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("cairn-net-client")
      callgrind = try Callgrind(program: program)
    } catch {
      return (["instructions per request: not counted: \(error)"], [])
    }
    defer { callgrind.cleanUp() }
    var perRequest: [Double] = []
    do {
      for client in ["raw", "cairn"] {
        let arguments = [url.absoluteString, client, "\(warmUps)"]
        let start = try await callgrind.instructions(arguments + ["0"])
        let full = try await callgrind.instructions(arguments + ["\(requests)"])
        guard full.output == "answered \(requests) of \(requests)" else {
          return ([], ["callgrind run of \(client): \(full.output)"])
        }
        perRequest.append(Double(full.count - start.count) / Double(requests))
      }
    } catch {
      return (["instructions per request: not counted: \(error)"], [])
    }
    let (raw, cairn) = (perRequest[0], perRequest[1])
    return (
      [
        "instructions per request (callgrind, \(requests) sequential GETs in a process of its "
          + "own): raw URLSession.shared.data(for:) + JSONDecoder "
          + "\(Format.count(Int(raw.rounded()))), DataTransferService.request "
          + "\(Format.count(Int(cairn.rounded()))): "
          + String(format: "%.3f", cairn / raw) + "x"
      ], []
    )
  }
}
