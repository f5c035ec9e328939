import BookKittyAPI
import Foundation
import Hummingbird
import ServerSupport

/// A server on 127.0.0.1 that speaks OpenAI's chat completions (`POST /v1/chat/completions`)
/// and replays scripted answers, in order: contents, error statuses (with `Retry-After`), a body
/// that is not JSON, or an answer held past the client's timeout. It records every request it
/// received, with its `Authorization` header.
public final class OpenAIStandIn: Sendable {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// 200 with `choices[0].message.content` = the text.
    case content(String)
    /// The status with OpenAI's error body, and a `Retry-After` header when given.
    case status(Int, retryAfter: String? = nil)
    /// 200 with a body that is not JSON.
    case garbage
    /// Waits at ``gate`` (until the test or ``stop()`` opens it), then answers with the content.
    case held(String)
  }

  /// A request as received.
  public struct Received: Sendable {
    /// The decoded body.
    public let body: RequestChatCompletion
    /// The `Authorization` header.
    public let authorization: String?
  }

  /// Where held answers wait.
  public let gate: Gate
  private let script: StandInScript
  private let running: RunningServer

  private init(running: RunningServer, script: StandInScript, gate: Gate) {
    self.running = running
    self.script = script
    self.gate = gate
  }

  /// The base URL a client uses, ending in `/v1/`.
  public var baseURL: URL { running.url.appendingPathComponent("v1/") }

  /// Starts a stand-in on an ephemeral port with `answers` scripted.
  public static func start(_ answers: [Answer] = []) async throws -> OpenAIStandIn {
    let script = StandInScript(answers)
    let gate = Gate()
    let router = Router()
    router.post("v1/chat/completions") { request, _ in
      await respond(to: request, script: script, gate: gate)
    }
    let running = try await RunningServer.start(router: router, name: "openai-stand-in")
    return OpenAIStandIn(running: running, script: script, gate: gate)
  }

  /// Adds answers to the end of the script.
  public func enqueue(_ answers: Answer...) {
    script.append(answers)
  }

  /// Every request received, oldest first.
  public var received: [Received] { script.received }

  /// How many scripted answers were not used.
  public var unusedAnswerCount: Int { script.remaining }

  /// Lets held answers go, then stops the server and waits until it has.
  public func stop() async {
    gate.open()
    await running.stopAndWait()
  }

  private static func respond(to request: Request, script: StandInScript, gate: Gate) async
    -> Response
  {
    let bytes = (try? await request.body.collect(upTo: 1 << 20)).map { Data($0.readableBytesView) }
    guard let bytes, let body = try? JSONDecoder().decode(RequestChatCompletion.self, from: bytes)
    else { return error(400, "the body is not a chat completion request") }
    let answer = script.next(
      Received(body: body, authorization: request.headers[.authorization]))
    switch answer {
    case .none:
      return error(500, "the stand-in has no scripted answer left")
    case .content(let text):
      return completion(text, model: body.model)
    case .status(let status, let retryAfter):
      var response = error(status, "scripted status \(status)")
      if let retryAfter { response.headers[.retryAfter] = retryAfter }
      return response
    case .garbage:
      return JSONBody.response(bytes: InjectedFault.garbage, status: .ok)
    case .held(let text):
      await gate.pass()
      return completion(text, model: body.model)
    }
  }

  private static func completion(_ text: String, model: String) -> Response {
    let answer = RespondChatCompletion(
      id: "chatcmpl-standin", object: "chat.completion", created: 1_795_000_000, model: model,
      choices: [
        .init(
          index: 0, message: ChatMessage(role: "assistant", content: text), finishReason: "stop")
      ])
    return (try? JSONBody.response(answer)) ?? error(500, "encoding failed")
  }

  private static func error(_ status: Int, _ message: String) -> Response {
    let body = RespondOpenAIError(
      error: .init(
        message: message, type: status == 429 ? "rate_limit_exceeded" : "server_error", code: nil))
    let status = HTTPResponse.Status(code: status)
    return (try? JSONBody.response(body, status: status))
      ?? Response(status: status)
  }
}

/// The stand-in's script and log, shared with its route.
final class StandInScript: @unchecked Sendable {
  // @unchecked Sendable: every stored property is guarded by `lock`.
  private let lock = NSLock()
  private var answers: [OpenAIStandIn.Answer]
  private var log: [OpenAIStandIn.Received] = []

  init(_ answers: [OpenAIStandIn.Answer]) {
    self.answers = answers
  }

  func append(_ more: [OpenAIStandIn.Answer]) {
    lock.withLock { answers += more }
  }

  /// Records a request and takes the next answer.
  func next(_ request: OpenAIStandIn.Received) -> OpenAIStandIn.Answer? {
    lock.withLock {
      log.append(request)
      return answers.isEmpty ? nil : answers.removeFirst()
    }
  }

  var received: [OpenAIStandIn.Received] { lock.withLock { log } }
  var remaining: Int { lock.withLock { answers.count } }
}
