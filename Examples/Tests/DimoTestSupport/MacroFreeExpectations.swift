import Testing

// Swift 6.3 can give a closure literal written inside a macro's argument (`#expect`,
// `#require`) the same discriminator as another closure of the same type in the same function;
// the two then compile to one body, and a wait such as
// `#require(await feed.first { !$0.isLoading })` makes a later `feed.first { … }` evaluate the
// first closure, returning before what it awaits. DIMO's tests therefore never write a closure
// inside those macros: they await (or compute) the value first and check it with these.

/// Records a failure when `condition` is false: `#expect` for a value computed with a closure.
public func expectTrue(
  _ condition: Bool, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(condition, comment, sourceLocation: sourceLocation)
}

/// Returns `value`, or records a failure and throws when it is nil: `#require` for a value
/// computed with a closure.
public func requireValue<Value>(
  _ value: Value?, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Value {
  try #require(value, comment, sourceLocation: sourceLocation)
}
