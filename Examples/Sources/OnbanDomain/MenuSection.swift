/// The three sections of the store, one per tab (the original Onban).
public enum MenuSection: String, CaseIterable, Sendable {
  /// Main dishes: `GET /onban/main`.
  case main
  /// Soups: `GET /onban/soup`.
  case soup
  /// Side dishes: `GET /onban/side`.
  case side
}
