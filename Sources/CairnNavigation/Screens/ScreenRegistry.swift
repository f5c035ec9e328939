/// The views one front end draws for an app's screens: each kind of screen content (a view
/// model type) registered once with the function that makes its view. A front end finds a
/// screen's view by the exact type of its content — no chain of casts — and a test can ask
/// which of the types an app's coordinators push have no view (``missingViews(for:)``).
///
/// ```swift
/// var views = ScreenRegistry<any WebContext, any WebScreen>()
/// views.register(TodoListViewModel.self) { viewModel, _, context in
///   TodoListWebScreen(viewModel: viewModel, context: context)
/// }
/// ```
///
/// The same view models are registered by each front end in its own registry: the terminal's
/// makes terminal screens, the browser's makes web screens.
@MainActor
public struct ScreenRegistry<Context, View> {
  /// Makes the view of one content.
  public typealias Make = @MainActor (AnyObject, Screen, Context) -> View

  private var makers: [ObjectIdentifier: Make] = [:]
  private var names: [ObjectIdentifier: String] = [:]

  /// An empty registry.
  public init() {}

  /// Registers `make` for every content of type `Content` (exactly: a subclass needs its own
  /// registration). A second registration of a type replaces the first.
  public mutating func register<Content: AnyObject>(
    _ type: Content.Type, _ make: @escaping @MainActor (Content, Screen, Context) -> View
  ) {
    let key = ObjectIdentifier(type)
    names[key] = _typeName(type, qualified: false)
    makers[key] = { content, screen, context in
      // The content's exact type is `Content`: that is how it was found.
      make(unsafeDowncast(content, to: Content.self), screen, context)
    }
  }

  /// The view of `content`, shown as `screen`; nil when its type was never registered.
  public func view(for content: AnyObject, screen: Screen, context: Context) -> View? {
    makers[ObjectIdentifier(type(of: content))]?(content, screen, context)
  }

  /// Whether contents of `type` have a view.
  public func hasView(for type: AnyObject.Type) -> Bool {
    makers[ObjectIdentifier(type)] != nil
  }

  /// The names of the types among `types` that have no view here, in their order: empty when
  /// every screen an app can show has a view.
  public func missingViews(for types: [AnyObject.Type]) -> [String] {
    types.filter { !hasView(for: $0) }.map { _typeName($0, qualified: false) }
  }

  /// The names of the registered types, sorted.
  public var registeredTypeNames: [String] { names.values.sorted() }

  /// This registry with `other`'s registrations added (`other` wins for a type in both).
  public func merging(_ other: ScreenRegistry) -> ScreenRegistry {
    var merged = self
    merged.makers.merge(other.makers) { _, new in new }
    merged.names.merge(other.names) { _, new in new }
    return merged
  }
}
