import Testing

@testable import CairnTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pipes standing in for the terminal: tests write input and notifications into them.
private struct ReaderPipes {
  let input: (read: Int32, write: Int32)
  let resize: (read: Int32, write: Int32)
  let stop: (read: Int32, write: Int32)

  init() throws {
    input = try #require(FileDescriptorIO.makePipe())
    resize = try #require(FileDescriptorIO.makePipe())
    stop = try #require(FileDescriptorIO.makePipe())
  }

  func startReader() -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let pipes = self
    TerminalInputReader(
      inputDescriptor: input.read, resizeDescriptor: resize.read, stopDescriptor: stop.read,
      readSize: { TerminalSize(columns: 100, rows: 30) }
    ).start(continuation: continuation, onExit: { pipes.closeReadEnds() })
    return stream
  }

  func closeReadEnds() {
    for descriptor in [input.read, resize.read, stop.read] {
      FileDescriptorIO.closeIfOpen(descriptor)
    }
  }

  func closeWriteEnds() {
    for descriptor in [input.write, resize.write, stop.write] {
      FileDescriptorIO.closeIfOpen(descriptor)
    }
  }
}

@Suite("TerminalInputReader over pipes", .timeLimit(.minutes(1)))
struct TerminalInputReaderTests {
  @Test("keys written to the input arrive as events; end of input finishes the stream")
  func deliversKeysUntilEndOfInput() async throws {
    let pipes = try ReaderPipes()
    let events = pipes.startReader()
    #expect(FileDescriptorIO.writeAll(Array("\u{1B}[Aq한\u{3}\u{1B}".utf8), to: pipes.input.write))
    FileDescriptorIO.closeIfOpen(pipes.input.write)
    var received: [TerminalEvent] = []
    for await event in events { received.append(event) }
    #expect(
      received == [.key(.up), .key(.char("q")), .key(.char("한")), .key(.ctrl("c")), .key(.escape)])
    for descriptor in [pipes.resize.write, pipes.stop.write] {
      FileDescriptorIO.closeIfOpen(descriptor)
    }
  }

  @Test("a resize notification becomes a .resize event; the stop pipe ends the stream")
  func deliversResizeAndStops() async throws {
    let pipes = try ReaderPipes()
    let events = pipes.startReader()
    var iterator = events.makeAsyncIterator()
    #expect(FileDescriptorIO.writeAll([1], to: pipes.resize.write))
    #expect(await iterator.next() == .resize(columns: 100, rows: 30))
    #expect(FileDescriptorIO.writeAll([1], to: pipes.stop.write))
    #expect(await iterator.next() == nil)
    pipes.closeWriteEnds()
  }

  @Test("writeAll delivers every byte of a large buffer through a pipe")
  func writesEverything() async throws {
    let pipe = try #require(FileDescriptorIO.makePipe())
    let payload = (0..<300_000).map { UInt8($0 % 251) }
    var received: [UInt8] = []
    let writer = Task.detached { FileDescriptorIO.writeAll(payload, to: pipe.write) }
    while received.count < payload.count {
      guard let chunk = FileDescriptorIO.readAvailable(from: pipe.read) else { break }
      received += chunk
    }
    #expect(await writer.value)
    #expect(received == payload)
    FileDescriptorIO.closeIfOpen(pipe.read)
    FileDescriptorIO.closeIfOpen(pipe.write)
  }
}
