import Hummingbird

/// A misbehaviour to inject into the answer to one request (tests only; see ``FaultInjector``).
public enum InjectedFault: Sendable {
  /// Answer with this status and the app's JSON error body, without running the handler.
  case status(HTTPResponse.Status)
  /// Answer 200 with a body that is not JSON, though labelled `application/json`.
  case garbageBody
  /// Hold the request until the gate opens, then answer it normally.
  case hold(FaultGate)

  /// The body sent for ``garbageBody``.
  public static let garbage = Array("<html>this is not JSON {\"statusCode\": ".utf8)
}
