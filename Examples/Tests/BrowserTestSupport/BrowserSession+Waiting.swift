import Foundation

extension BrowserSession {
  /// Waits in the page until the JavaScript expression `condition` is true: it is checked at
  /// once, then on every change of the document (a `MutationObserver`), on every picture that
  /// loads, and every 50 ms for what neither reports. Returns false when `limit` passed first.
  ///
  /// The expression is written into the script, not evaluated from a string in the page, so the
  /// page's Content-Security-Policy (no `eval`) allows it. A reload during the wait (the page
  /// that reconnects after a restart) starts the wait again on the new page, within the same
  /// limit.
  package func waitUntil(_ condition: String, limit: Duration = .seconds(20)) async throws
    -> Bool
  {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      let remaining = deadline - ContinuousClock.now
      let milliseconds = max(
        1,
        Int(remaining.components.seconds * 1000)
          + Int(remaining.components.attoseconds / 1_000_000_000_000_000))
      do {
        let answer = try await runAsync(Self.waitScript(condition), [milliseconds])
        return answer.bool ?? false
      } catch let error as WebDriverError where error.isPageGone {
        continue
      }
    }
    return false
  }

  private static func waitScript(_ condition: String) -> String {
    """
    const limit = arguments[0];
    const done = arguments[arguments.length - 1];
    const check = () => { try { return Boolean(\(condition)); } catch (error) { return false; } };
    if (check()) { done(true); return; }
    let finished = false;
    const observer = new MutationObserver(() => { if (check()) finish(true); });
    const onLoad = () => { if (check()) finish(true); };
    const timer = setInterval(onLoad, 50);
    const bound = setTimeout(() => finish(check()), limit);
    function finish(value) {
      if (finished) return;
      finished = true;
      observer.disconnect();
      document.removeEventListener("load", onLoad, true);
      clearInterval(timer);
      clearTimeout(bound);
      done(value);
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener("load", onLoad, true);
    """
  }
}
