/// Keeps the optimizer from deleting work whose result is otherwise unused.
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding it from the optimizer so that a closure is really called
/// through its context instead of being inlined.
@_optimize(none)
func opaque<T>(_ value: T) -> T { value }
