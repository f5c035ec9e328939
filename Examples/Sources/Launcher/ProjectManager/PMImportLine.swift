import Foundation
import ProjectManagerDomain

/// One line of `pm import`: a JSON object with `title`, `body` and `due` (`YYYY-MM-DD`, today
/// when missing, as `pm add` does), and no other key — a misspelt key is an error that names
/// it, never a work saved without what it meant to say.
enum PMImportLine {
  /// The keys a line may hold.
  static let fields = ["title", "body", "due"]

  /// The draft line `number` describes, or an error saying what is wrong with it.
  static func draft(from text: String, number: Int, today: Day) throws -> WorkDraft {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else {
      throw PMCommandError("Line \(number) is not a JSON object: \(text.prefix(80))")
    }
    if let unknown = object.keys.sorted().first(where: { !fields.contains($0) }) {
      throw PMCommandError(
        "Line \(number): unknown field \"\(unknown)\" (a line holds title, body and due); "
          + "nothing from it was saved.")
    }
    let title = try string("title", in: object, number: number) ?? ""
    let body = try string("body", in: object, number: number) ?? ""
    do {
      let due = try string("due", in: object, number: number).map(Day.init(parsing:)) ?? today
      let draft = WorkDraft(title: title, body: body, due: due)
      try draft.validate()
      return draft
    } catch let error as WorkValidationError {
      throw PMCommandError("Line \(number): \(error)")
    }
  }

  private static func string(_ key: String, in object: [String: Any], number: Int) throws
    -> String?
  {
    guard let value = object[key] else { return nil }
    guard let text = value as? String else {
      throw PMCommandError("Line \(number): \"\(key)\" must be a string.")
    }
    return text
  }
}
