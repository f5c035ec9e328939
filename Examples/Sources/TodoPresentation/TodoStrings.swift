import TodoDomain

/// Every user-facing text of the TodoList app, in one place (Docs/Origins.md, conventions). Korean, as in the
/// original, except the bar-button titles the original kept in English.
public enum TodoStrings {
  /// The list screen's title, as in the original app.
  public static let listTitle = "Project Manager"
  /// The detail title when adding a todo.
  public static let newTodoTitle = "새 할 일"
  /// The right bar button while the form can be edited.
  public static let done = "Done"
  /// The right bar button on a read-only todo.
  public static let edit = "Edit"
  /// The left bar button of the form sheet.
  public static let cancel = "Cancel"
  /// Placeholder of the title field.
  public static let titlePlaceholder = "제목"
  /// Placeholder of the content area.
  public static let contentPlaceholder = "내용을 입력하세요"
  /// Shown in a section with nothing in it.
  public static let emptySection = "할 일이 없어요"
  /// The delete confirmation's title.
  public static let deleteTitle = "할 일을 삭제할까요?"
  /// The delete button.
  public static let delete = "삭제"
  /// The cancel button of dialogs.
  public static let dialogCancel = "취소"
  /// The one button of a notice.
  public static let confirm = "확인"
  /// The title of the notice that the todo file could not be read and was moved aside.
  public static let corruptFileTitle = "할 일 파일을 읽을 수 없었어요"
  /// The move action sheet's title.
  public static let moveTitle = "이동"
  /// The title field's label.
  public static let titleLabel = "제목"
  /// The content area's label.
  public static let contentLabel = "내용"
  /// The deadline picker's label.
  public static let deadlineLabel = "마감일"
  /// The question asked when Esc would throw away changes.
  public static let discardTitle = "변경 사항을 버릴까요?"
  /// What throwing them away means.
  public static let discardMessage = "저장하지 않은 내용은 사라져요."
  /// Back to the form, keeping the changes.
  public static let keepEditing = "계속 편집"
  /// Throws the changes away and closes the form.
  public static let discard = "버리기"

  /// What each key does, for the footer and the help overlay.
  public enum Keys {
    /// `n`.
    public static let new = "새 할 일"
    /// Enter on a row.
    public static let open = "보기"
    /// `e`.
    public static let edit = "편집"
    /// `m`.
    public static let move = "이동"
    /// `d`.
    public static let delete = "삭제"
    /// `r`: reads the file again.
    public static let reload = "새로고침"
    /// Tab in the form.
    public static let nextField = "다음 칸"
    /// Ctrl-S in the form.
    public static let save = "완료"
    /// Esc in an editable form.
    public static let cancel = "취소"
    /// Esc on a read-only detail.
    public static let close = "닫기"
    /// Left/Right on the deadline.
    public static let datePart = "년 · 월 · 일"
    /// Up/Down on the deadline.
    public static let dateChange = "날짜 바꾸기"
  }

  /// Shown when both title and content were empty, so nothing was saved.
  public static let nothingSaved = "제목과 내용이 모두 비어 있어 저장하지 않았어요."

  /// A section header: the state's name.
  public static func sectionTitle(_ state: TodoState) -> String {
    state.rawValue.uppercased()
  }

  /// An action-sheet button: "Move to DOING".
  public static func moveTo(_ state: TodoState) -> String {
    "Move to \(sectionTitle(state))"
  }

  /// The delete confirmation's message, naming the todo ("항목을" reads right after any
  /// title, where "을(를)" showed both particles).
  public static func deleteMessage(_ title: String) -> String {
    title.isEmpty ? "제목 없는 항목을 삭제하면 되돌릴 수 없어요." : "'\(title)' 항목을 삭제하면 되돌릴 수 없어요."
  }

  /// A row's title: the todo's, or "제목 없음" for a todo saved without one (never a blank row).
  public static func rowTitle(_ title: String) -> String {
    title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "제목 없음" : title
  }

  /// What went wrong with the store, and what to do, in one or two sentences.
  public static func message(for error: TodoStoreError) -> String {
    switch error {
    case .corruptFile(let movedTo):
      "저장된 할 일 파일을 읽을 수 없어 \(movedTo) 로 옮겨 두었어요. 빈 목록으로 시작합니다."
    case .unreadable(let path, let reason):
      "할 일 파일(\(path))을 읽지 못했어요: \(reason). 파일 권한을 확인해 주세요."
    case .unwritable(_, let reason):
      "저장하지 못했어요: \(reason). 디스크 공간과 폴더 권한을 확인해 주세요. 이미 저장된 내용은 그대로예요."
    case .notFound:
      "할 일을 찾을 수 없어요. 이미 삭제되었을 수 있어요."
    }
  }
}
