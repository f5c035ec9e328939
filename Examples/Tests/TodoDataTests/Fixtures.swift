import Foundation
import TodoDomain

/// A todo whose deadline is a whole second, so it survives the file's millisecond precision.
func makeTodo(_ title: String, day: Int = 0, state: TodoState = .todo) -> Todo {
  Todo(
    title: title,
    content: "About \(title)",
    deadline: Date(timeIntervalSince1970: 1_740_000_000 + Double(day) * 86_400),
    state: state
  )
}

/// 2025-03-01 14:05:12 UTC, the clock used to name moved-aside files.
let fixedNow = Date(timeIntervalSince1970: 1_740_837_912)
