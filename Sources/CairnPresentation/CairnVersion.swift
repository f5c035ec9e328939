/// The version of the Cairn toolkit and of its reference apps, in semantic versioning: the one
/// home of the number that `cairn-apps --version` prints and that the apps show (DIMO's
/// version screen). No release has been tagged yet, hence 0.x.
public enum CairnVersion {
  /// The current version.
  public static let current = "0.1.0"
}
