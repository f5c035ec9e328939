/// Why the bundled catalog or its covers could not be loaded.
public enum CatalogError: Error, Equatable, Sendable {
  /// A bundled resource is missing (`catalog.json` or the `covers` folder).
  case missingResource(String)
  /// `catalog.json` is not valid: the reason says where.
  case invalid(String)
}
