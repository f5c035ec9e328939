import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ends the process when its standard input reaches its end, which happens when the process
/// holding the pipe's other end dies: a stress run started by a test never outlives the test.
enum InputWatch {
  /// Starts a thread that reads standard input and exits with status 3 at its end.
  static func exitWhenInputCloses() {
    Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count > 0 || (count < 0 && errno == EINTR) { continue }
        FileHandle.standardError.write(Data("cairn-stress: standard input closed; stopping\n".utf8))
        exit(3)
      }
    }.start()
  }
}
