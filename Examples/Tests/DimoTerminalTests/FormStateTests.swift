import CairnTerminal
import Testing

@testable import DimoTerminal

@Suite("A form's focus: Tab wraps around, Down stops at the end", .timeLimit(.minutes(1)))
@MainActor
struct FormStateTests {
  private let rows: [FormRow] = [
    .field("name"), .button("send", title: "보내기"), .button("off", title: "꺼짐", isEnabled: false),
  ]

  @Test func tabFromTheLastRowGoesBackToTheFirstAndShiftTabTheOtherWay() {
    var form = FormState()
    form.addField("name", placeholder: "이름")
    _ = form.handle(.tab, rows: rows)
    #expect(form.focus == "send")
    _ = form.handle(.tab, rows: rows)
    #expect(form.focus == "name", "the disabled button is skipped and Tab wraps")
    _ = form.handle(.backTab, rows: rows)
    #expect(form.focus == "send", "Shift-Tab wraps the other way")
  }

  @Test func downStopsAtTheLastRowAndLeavesTheKeyToTheScreen() {
    var form = FormState()
    form.addField("name", placeholder: "이름")
    _ = form.handle(.down, rows: rows)
    #expect(form.focus == "send")
    #expect(form.handle(.down, rows: rows) == nil, "not used: the screen may scroll")
    #expect(form.focus == "send")
  }
}
