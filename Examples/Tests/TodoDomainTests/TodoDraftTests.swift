import Foundation
import Testing
import TodoDomain

@Suite("TodoDraft", .timeLimit(.minutes(3)))
struct TodoDraftTests {
  let day = Date(timeIntervalSince1970: 1_741_564_800)

  @Test(
    "A draft is blank when title and content are both empty or whitespace",
    arguments: [("", ""), ("  ", "\n\t"), ("\u{3000}", "")])
  func blank(title: String, content: String) {
    #expect(TodoDraft(title: title, content: content, deadline: day).isBlank)
  }

  @Test(
    "A draft with any visible title or content is not blank",
    arguments: [("Buy milk", ""), ("", "Two litres"), (" a ", " b ")])
  func notBlank(title: String, content: String) {
    #expect(!TodoDraft(title: title, content: content, deadline: day).isBlank)
  }

  @Test("A draft made from a todo holds its values")
  func fromTodo() {
    let todo = Todo(title: "Title", content: "Content", deadline: day, state: .doing)
    #expect(TodoDraft(todo) == TodoDraft(title: "Title", content: "Content", deadline: day))
  }
}
