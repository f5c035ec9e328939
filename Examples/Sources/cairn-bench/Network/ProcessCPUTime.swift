#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this process has used so far, user and system, every thread included.
enum ProcessCPUTime {
  /// The CPU time used so far.
  static func current() -> Duration {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Duration.seconds(usage.ru_utime.tv_sec) + .microseconds(usage.ru_utime.tv_usec)
    let system = Duration.seconds(usage.ru_stime.tv_sec) + .microseconds(usage.ru_stime.tv_usec)
    return user + system
  }
}
