import Foundation
import ProjectManagerDomain

/// A day that exists, for tests.
func day(_ text: String) -> Day {
  (try? Day(parsing: text)) ?? Day(Date(timeIntervalSince1970: 0), calendar: .current)
}

/// A draft with a title, body and due day.
func draft(_ title: String, body: String = "", due: String = "2026-12-01") -> WorkDraft {
  WorkDraft(title: title, body: body, due: day(due))
}

/// The error a throwing call ended with, or `nil` when it succeeded.
func storeError<T>(_ body: () async throws -> T) async -> WorkStoreError? {
  do {
    _ = try await body()
    return nil
  } catch let error as WorkStoreError {
    return error
  } catch {
    return .storage("not a WorkStoreError: \(error)")
  }
}
