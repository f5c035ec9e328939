import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Prints a stress run's ``StressProgress/report()`` to standard error on SIGQUIT instead of
/// dumping core: what the test that runs the program sends when its bound passes.
enum StressReportSignal {
  /// Installs the handler for `progress`; keep the returned source alive as long as the run.
  static func install(_ progress: StressProgress) -> any DispatchSourceSignal {
    signal(SIGQUIT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGQUIT, queue: .global())
    source.setEventHandler {
      FileHandle.standardError.write(Data(progress.report().utf8))
    }
    source.activate()
    return source
  }
}
