/// Why the bundled catalog or its images could not be loaded.
public enum CatalogError: Error, Equatable, Sendable {
  /// A bundled resource is missing (`catalog.json` or the `images` folder).
  case missingResource(String)
  /// `catalog.json` is not valid: the reason says where.
  case invalid(String)
}
