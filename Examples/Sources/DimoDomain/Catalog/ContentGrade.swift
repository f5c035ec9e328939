/// The two answers of the 평가하기 sheet, with their grade on the wire.
public enum ContentGrade: Int, CaseIterable, Hashable, Sendable {
  /// 맘에 들어요.
  case good = 1
  /// 별로예요.
  case bad = -1
}
