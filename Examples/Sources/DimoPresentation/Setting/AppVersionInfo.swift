import CairnPresentation

/// What "버전 정보" shows, all of it true of the running build: the version (defined once, in
/// ``CairnVersion``), the compiler that built it and the system it runs on.
public struct AppVersionInfo: Hashable, Sendable {
  /// The app's version: Cairn's.
  public var version: String
  /// The Swift compiler's version, as the build saw it (`6.3`, or `6.4+` for a later one).
  public var swiftVersion: String
  /// The operating system.
  public var platform: String

  /// This build's facts.
  public static let current = AppVersionInfo(
    version: CairnVersion.current, swiftVersion: compilerVersion, platform: platformName)

  private static var compilerVersion: String {
    #if compiler(>=6.4)
      return "6.4+"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "6.0"
    #endif
  }

  private static var platformName: String {
    #if os(Linux)
      return "Linux"
    #elseif os(macOS)
      return "macOS"
    #elseif os(iOS)
      return "iOS"
    #else
      return "?"
    #endif
  }
}
