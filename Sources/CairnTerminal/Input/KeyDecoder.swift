/// Turns raw terminal input bytes into `KeyEvent`s, incrementally.
///
/// Bytes may arrive in any split: an escape sequence, a UTF-8 character or a paste
/// marker cut across two reads is kept until the rest arrives. A lone ESC is ambiguous
/// (the Escape key, or the start of a sequence still in flight), so it stays pending
/// until more bytes come or the reader, after a short quiet time, calls
/// `flushPending()`. The decoder has no clock of its own.
///
/// Printable scalars that arrive in the same read are grouped into grapheme clusters,
/// so "e" + U+0301 or a ZWJ emoji sequence is one `.char`.
///
/// ESC followed by a key in the same read is `.alt(key)` by default. Terminals send Alt
/// that way, but so does Escape quickly followed by a key (within the escape timeout, or
/// in one burst from `tmux send-keys`); pass `shouldRecognizeAlt: false` to get
/// `.escape` and the key instead.
public struct KeyDecoder: Sendable {
  private static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var pending: [UInt8] = []
  private var pastedBytes: [UInt8] = []
  private var isInsidePaste = false
  private let shouldRecognizeAlt: Bool

  /// A decoder with nothing pending; see the type's notes on `shouldRecognizeAlt`.
  public init(shouldRecognizeAlt: Bool = true) {
    self.shouldRecognizeAlt = shouldRecognizeAlt
  }

  /// Whether bytes are held back: an unfinished sequence, character or paste.
  public var hasPendingInput: Bool { !pending.isEmpty || isInsidePaste }

  /// Whether `flushPending()` would resolve something now: pending bytes that start
  /// with ESC outside a paste. The reader uses it to decide whether to wait with a timeout.
  public var isAwaitingEscapeTimeout: Bool { !isInsidePaste && pending.first == 0x1B }

  /// Decodes `bytes` together with whatever was pending, returning every complete event.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    return drain(isFlushing: false)
  }

  /// Resolves a pending escape now that no more bytes came: a lone ESC becomes
  /// `.escape`, ESC [ or ESC O becomes `.alt`, an unfinished sequence is dropped.
  /// An unfinished UTF-8 character or paste stays pending.
  public mutating func flushPending() -> [KeyEvent] {
    drain(isFlushing: true)
  }

  private mutating func drain(isFlushing: Bool) -> [KeyEvent] {
    var events: [KeyEvent] = []
    var text = String.UnicodeScalarView()
    var index = 0
    scanning: while index < pending.count {
      if isInsidePaste {
        index = consumePaste(from: index, into: &events)
        if isInsidePaste { break scanning }
        continue scanning
      }
      switch InputTokenizer.token(in: pending, at: index, isFlushing: isFlushing) {
      case .incomplete:
        break scanning
      case .scalar(let scalar, let length):
        text.append(scalar)
        index += length
      case .key(let key, let length):
        Self.moveCharacters(from: &text, to: &events)
        if case .alt(let character) = key, !shouldRecognizeAlt {
          events += [.escape, .char(character)]
        } else if let key {
          events.append(key)
        }
        index += length
      case .pasteStart(let length):
        Self.moveCharacters(from: &text, to: &events)
        isInsidePaste = true
        pastedBytes.removeAll()
        index += length
      }
    }
    Self.moveCharacters(from: &text, to: &events)
    pending.removeFirst(index)
    return events
  }

  /// Collects pasted bytes from `start` up to the end marker, returning the index
  /// where decoding continues. A marker cut by the end of input stays pending.
  private mutating func consumePaste(from start: Int, into events: inout [KeyEvent]) -> Int {
    let marker = Self.pasteEndMarker
    var position = start
    while position < pending.count {
      if pending[position] == marker[0] {
        let available = min(marker.count, pending.count - position)
        let candidate = pending[position..<(position + available)]
        if candidate.elementsEqual(marker[0..<available]) {
          pastedBytes.append(contentsOf: pending[start..<position])
          guard available == marker.count else { return position }
          events.append(.paste(Self.pastedText(from: pastedBytes)))
          pastedBytes.removeAll()
          isInsidePaste = false
          return position + marker.count
        }
      }
      position += 1
    }
    pastedBytes.append(contentsOf: pending[start...])
    return pending.count
  }

  private static func moveCharacters(
    from text: inout String.UnicodeScalarView, to events: inout [KeyEvent]
  ) {
    guard !text.isEmpty else { return }
    for character in String(text) {
      events.append(.char(character))
    }
    text = String.UnicodeScalarView()
  }

  /// Decodes pasted bytes (invalid UTF-8 becomes U+FFFD) with CR LF and CR made "\n".
  private static func pastedText(from bytes: [UInt8]) -> String {
    var normalized: [UInt8] = []
    normalized.reserveCapacity(bytes.count)
    var isAfterCarriageReturn = false
    for byte in bytes {
      if byte == 0x0A, isAfterCarriageReturn {
        isAfterCarriageReturn = false
        continue
      }
      isAfterCarriageReturn = byte == 0x0D
      normalized.append(isAfterCarriageReturn ? 0x0A : byte)
    }
    return String(decoding: normalized, as: UTF8.self)
  }
}
