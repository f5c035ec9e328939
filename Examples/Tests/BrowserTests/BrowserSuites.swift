import Testing

/// Every suite that drives a real Chromium, one test at a time: each test starts its own
/// `cairn-apps web` and headless browser, and two at once would only slow each other's waits
/// on two cores.
@Suite("In a real browser (headless Chromium)", .serialized, .timeLimit(.minutes(10)))
enum BrowserSuites {}
