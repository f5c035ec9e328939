import ProjectManagerDomain

/// Every user-facing text of the Project Manager app, in one place (Docs/Origins.md, conventions). Korean, as
/// in the original, except the bar-button and action titles the original kept in English.
public enum ProjectManagerStrings {
  /// The board's title, as in the original app.
  public static let boardTitle = "Project Manager"
  /// The form's title when adding a work.
  public static let newWorkTitle = "새 할 일"
  /// The form's right bar button for a new work.
  public static let done = "Done"
  /// The form's right bar button for an existing work.
  public static let edit = "Edit"
  /// Cancelling the form.
  public static let cancel = "취소"
  /// Placeholder of the title field.
  public static let titlePlaceholder = "제목"
  /// Placeholder of the body area (the original Project Manager).
  public static let bodyPlaceholder = WorkRules.bodyPlaceholder
  /// The title field's label.
  public static let titleLabel = "제목"
  /// The body area's label.
  public static let bodyLabel = "내용"
  /// The due-date picker's label.
  public static let dueLabel = "마감일"
  /// A work's column, named in a notice.
  public static let columnLabel = "상태"
  /// Shown in a column with nothing in it (the original Project Manager).
  public static let emptyColumn = "지금은 할 일이 없어요 😅"
  /// The move action sheet's title.
  public static let moveTitle = "이동"
  /// The delete confirmation's title.
  public static let deleteTitle = "할 일을 삭제할까요?"
  /// The delete button (the original's swipe action).
  public static let delete = "Delete"
  /// The cancel button of dialogs.
  public static let dialogCancel = "취소"
  /// The question asked when Esc would throw away changes in the form.
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
    /// Enter on a card.
    public static let edit = "편집"
    /// Left/Right on the board.
    public static let column = "열 이동"
    /// `m`.
    public static let move = "이동"
    /// `d`.
    public static let delete = "삭제"
    /// `s`.
    public static let syncNow = "지금 동기화"
    /// `r`.
    public static let retry = "다시 시도"
    /// Tab in the form.
    public static let nextField = "다음 칸"
    /// Ctrl-S in the form.
    public static let save = "완료"
    /// Esc in the form.
    public static let cancel = "취소"
    /// Left/Right on the due day.
    public static let datePart = "년 · 월 · 일"
    /// Up/Down on the due day.
    public static let dateChange = "날짜 바꾸기"
  }

  /// A column's name: "TODO", "DOING", "DONE".
  public static func columnTitle(_ state: WorkState) -> String {
    state.title
  }

  /// A column's header with its live count: "TODO 3"; the name alone while nothing is known.
  public static func columnHeader(_ state: WorkState, count: Int?) -> String {
    count.map { "\(columnTitle(state)) \($0)" } ?? columnTitle(state)
  }

  /// An action-sheet button: "Move to DOING".
  public static func moveTo(_ state: WorkState) -> String {
    "Move to \(columnTitle(state))"
  }

  /// Under a long column in the browser, which holds only the cards around the selected one:
  /// how many it leaves out.
  public static func moreCards(_ count: Int) -> String {
    "카드 \(count)개가 더 있어요 (j, k로 이동)"
  }

  /// The delete confirmation's message, naming the work.
  public static func deleteMessage(_ title: String) -> String {
    "'\(title)' 항목을 삭제하면 되돌릴 수 없어요."
  }

  /// What went wrong with the store, and what to do, in one or two sentences.
  public static func message(for error: WorkStoreError) -> String {
    switch error {
    case .notFound:
      "할 일을 찾을 수 없어요. 이미 삭제되었을 수 있어요."
    case .invalid(let validation):
      message(for: validation)
    case .storage(let reason):
      "보드를 저장하거나 읽지 못했어요: \(reason). 디스크 공간과 폴더 권한을 확인해 주세요. 이미 저장된 내용은 그대로예요."
    }
  }

  /// What is wrong with the input, in one sentence.
  public static func message(for error: WorkValidationError) -> String {
    switch error {
    case .bodyTooLong(let count):
      "내용이 \(count)자예요. \(WorkRules.bodyLimit)자까지 입력할 수 있어요."
    case .titleTooLong(let count):
      "제목이 \(count)자예요. \(WorkRules.titleLimit)자까지 입력할 수 있어요."
    case .controlCharacter(let field, let scalar):
      "\(field == "title" ? "제목" : "내용")에 제어 문자 \(WorkRules.codePoint(scalar))가 있어요. "
        + "줄바꿈과 탭만 쓸 수 있어요."
    case .invalidDue, .invalidID, .invalidState:
      error.description
    }
  }

  /// Any other failure of the board's live stream.
  public static func message(forStreamError error: any Error) -> String {
    if let error = error as? WorkStoreError { return message(for: error) }
    return "보드를 불러오지 못했어요: \(error). r 키로 다시 시도해 주세요."
  }

  /// "다른 기기의 변경으로 바뀌었어요: 제목 '…'": an edit of this device that another device's
  /// later write replaced, with the value that lost ("외 2건" when more did). `value` comes
  /// escaped for the medium showing it.
  public static func overwrittenNotice(_ edit: OverwrittenEditText, more: Int) -> String {
    "다른 기기의 변경으로 바뀌었어요: \(edit.field) '\(edit.value)'" + (more > 0 ? " 외 \(more)건" : "")
  }

  // MARK: Sync status

  /// The works never leave this device (no server configured).
  public static let syncLocalOnly = "이 기기에만 저장"
  /// A sync is running.
  public static let syncing = "동기화 중…"
  /// Everything reached the server.
  public static let synced = "동기화됨"
  /// Local changes wait, count unknown or zero.
  public static let syncWaiting = "동기화 대기 중"
  /// The server cannot be reached.
  public static let syncOffline = "오프라인"

  /// "3개 대기 중".
  public static func syncPending(_ count: Int) -> String {
    count > 0 ? "\(count)개 대기 중" : syncWaiting
  }

  /// "오프라인 · 3개 대기 중", or "오프라인" when nothing waits; a server that is reached but
  /// slow or failing says so: "오프라인 (서버 응답 없음) · 3개 대기 중".
  public static func syncOffline(pending: Int, reason: OfflineReason) -> String {
    let head = syncOffline + offlineDetail(reason)
    return pending > 0 ? "\(head) · \(syncPending(pending))" : head
  }

  /// "다시 연결하는 중 (2번째, 서버 응답 없음)… · 3개 대기 중": a sync running again while the
  /// server is offline.
  public static func syncReconnecting(pending: Int, attempt: Int, reason: OfflineReason)
    -> String
  {
    let why =
      switch reason {
      case .unreachable: ""
      case .noAnswer: ", 서버 응답 없음"
      case .unavailable(let status): ", 서버 오류 \(status)"
      }
    let head = "다시 연결하는 중 (\(attempt)번째\(why))…"
    return pending > 0 ? "\(head) · \(syncPending(pending))" : head
  }

  /// What follows "오프라인" for `reason`: nothing when the server cannot be reached at all.
  private static func offlineDetail(_ reason: OfflineReason) -> String {
    switch reason {
    case .unreachable: ""
    case .noAnswer: " (서버 응답 없음)"
    case .unavailable(let status): " (서버 오류 \(status))"
    }
  }

  /// "동기화됨 · 보류 1건: <id> (<reason>)": the sync ran, but records this device cannot apply
  /// were set aside; the first is named with its reason.
  public static func syncSetAside(_ records: [SetAsideRecord], pending: Int) -> String {
    let head = pending > 0 ? syncPending(pending) : synced
    guard let first = records.first else { return head }
    return "\(head) · 보류 \(records.count)건: \(first.id) (\(first.reason))"
  }

  /// "동기화 오류: " and what went wrong, in Korean.
  public static func syncFailed(_ problem: SyncProblem) -> String {
    "동기화 오류: " + message(for: problem)
  }

  /// Why a sync stopped, in one Korean sentence.
  public static func message(for problem: SyncProblem) -> String {
    switch problem {
    case .unauthorized:
      "서버가 이 기기의 보드 토큰을 받지 않았어요 (401). `cairn-apps pm login --server URL --token T`로 "
        + "로그인해 주세요. 바뀐 내용은 이 기기에 그대로 있어요."
    case .refused(let status, let message):
      "서버가 동기화를 거절했어요 (\(status)): \(message)"
    case .invalidAnswer:
      "서버의 응답을 읽을 수 없어요. 잠시 뒤 다시 시도해 주세요."
    case .storage(let error):
      message(for: error)
    case .other(let text):
      "동기화하지 못했어요: \(text)"
    }
  }
}
