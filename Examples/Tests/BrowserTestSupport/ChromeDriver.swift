import Foundation
import ProcessTestSupport

/// Debian's chromedriver, started on a free port of 127.0.0.1, and the headless Chromium
/// sessions it opens (`apt-get install chromium chromium-driver fonts-noto-cjk`).
package final class ChromeDriver: Sendable {
  /// Why the browser could not be started.
  package struct Unavailable: Error, CustomStringConvertible {
    package let description: String
  }

  /// Where Debian puts the two programs.
  package static let driverPath = "/usr/bin/chromedriver"
  package static let browserPath = "/usr/bin/chromium"

  private let process: ChildProcess
  private let connection: WebDriverConnection

  private init(process: ChildProcess, connection: WebDriverConnection) {
    self.process = process
    self.connection = connection
  }

  /// Starts chromedriver and waits (at most 30 s) for the line that names its port.
  package static func start() async throws -> ChromeDriver {
    for path in [driverPath, browserPath]
    where !FileManager.default.isExecutableFile(atPath: path) {
      throw Unavailable(
        description:
          "\(path) is missing: apt-get install chromium chromium-driver fonts-noto-cjk (.ci/run does)"
      )
    }
    let process = try ChildProcess([driverPath, "--port=0"])
    let marker = "started successfully on port "
    guard let line = await process.readLine(where: { $0.contains(marker) }),
      let range = line.range(of: marker),
      let port = Int(line[range.upperBound...].prefix { $0.isNumber }),
      let base = URL(string: "http://127.0.0.1:\(port)")
    else {
      process.kill()
      throw Unavailable(description: "chromedriver did not say its port within 30 s")
    }
    return ChromeDriver(process: process, connection: WebDriverConnection(base: base))
  }

  /// Opens a headless Chromium: a desktop window, or a phone's (390 × 844, touch, a phone's
  /// user agent).
  package func openBrowser(phone: Bool = false) async throws -> BrowserSession {
    var options: [String: any Sendable] = [
      "binary": Self.browserPath,
      "args": [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--lang=ko-KR",
        phone ? "--window-size=390,844" : "--window-size=1280,900",
      ],
    ]
    if phone {
      options["mobileEmulation"] =
        [
          "deviceMetrics": [
            "width": 390, "height": 844, "pixelRatio": 3, "touch": true,
          ] as [String: any Sendable]
        ] as [String: any Sendable]
    }
    let capabilities: [String: any Sendable] = [
      "alwaysMatch": [
        "browserName": "chrome", "goog:chromeOptions": options, "pageLoadStrategy": "normal",
      ] as [String: any Sendable]
    ]
    let answer = try await connection.send("POST", "session", body: ["capabilities": capabilities])
    guard let id = answer.string("sessionId") else {
      throw Unavailable(description: "chromedriver opened no session")
    }
    let session = BrowserSession(connection: connection, id: id)
    do {
      try await session.setScriptLimit(.seconds(60))
    } catch {
      await session.close()
      throw error
    }
    return session
  }

  /// Stops chromedriver and every browser it started, whether or not their sessions were
  /// closed (a test that ran out of time never closes its own).
  package func stop() {
    ProcessTree.killDescendants(of: process.pid)
    process.kill()
  }
}
