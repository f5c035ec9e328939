import CairnTerminal
import ProjectManagerPresentation

/// The board's bottom line: the sync status, coloured by its kind, with a turning spinner
/// while a sync runs.
struct SyncStatusLine {
  let status: SyncStatusText
  let spinnerFrame: String

  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    let symbol = status.kind == .busy ? spinnerFrame : "●"
    buffer.write(symbol + " " + status.text, in: rect, style: style)
  }

  private var style: Style {
    switch status.kind {
    case .ok: .success
    case .pending, .offline: .warning
    case .error: .danger
    case .busy: .accent
    }
  }
}
