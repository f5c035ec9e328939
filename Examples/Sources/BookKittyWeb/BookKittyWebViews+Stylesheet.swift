extension BookKittyWebViews {
  /// BookKitty's own stylesheet, after the library's: a phone first (390 px), the floating `+`
  /// at the bottom right of each tab, cards with their cover at the left, the shelf as a
  /// three-column grid of covers, the answer's books side by side as a carousel.
  public static let stylesheet = """
    :root { --tint: #f29d38; --bookkitty-owned: #2f9e44; --bookkitty-cover: #ece4d8; }
    .nav-button[aria-label="메뉴"] { position: fixed; top: auto; right: 20px; bottom: 84px; z-index: 5;
      width: 56px; height: 56px; border-radius: 28px; background: var(--tint); color: #fff;
      font-size: 28px; box-shadow: 0 4px 12px rgba(0,0,0,0.2); }
    .books { list-style: none; margin: 0; padding: 12px 16px; display: flex; flex-direction: column; gap: 12px; }
    .book { background: var(--surface); border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,0.08); }
    .book.selected { outline: 2px solid var(--tint); }
    .book-card { display: flex; gap: 12px; align-items: flex-start; width: 100%; min-height: 44px; padding: 12px;
      background: none; border: none; text-align: left; color: inherit; font: inherit; }
    .book-card .cover, .book-card .cover-placeholder { flex: 0 0 72px; width: 72px; height: 96px; }
    .cover { object-fit: cover; border-radius: 6px; background: var(--bookkitty-cover); }
    .cover-placeholder { display: flex; align-items: center; justify-content: center; text-align: center;
      padding: 4px; background: var(--bookkitty-cover); color: var(--secondary); font-size: 11px;
      border-radius: 6px; aspect-ratio: 3 / 4; overflow: hidden; }
    .book-text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
    .book-title { font-size: 16px; }
    .book-author { font-size: 13px; }
    .owned-tag { align-self: flex-start; font-size: 11px; font-weight: 600; border-radius: 4px; padding: 2px 6px;
      color: #fff; background: var(--secondary); }
    .owned-tag.owned { background: var(--bookkitty-owned); }
    .shelf { list-style: none; margin: 0; padding: 12px; display: grid;
      grid-template-columns: repeat(3, 1fr); gap: 12px; }
    .shelf .book { box-shadow: none; background: none; }
    .shelf .book-card { flex-direction: column; padding: 0; gap: 6px; }
    .shelf .book-card .cover, .shelf .book-card .cover-placeholder { width: 100%; height: auto; flex: none;
      aspect-ratio: 3 / 4; }
    .shelf .owned-tag, .shelf .book-author { display: none; }
    .shelf .book-title { font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .questions { list-style: none; margin: 0; padding: 12px 16px; display: flex; flex-direction: column; gap: 12px; }
    .question { background: var(--surface); border-radius: 12px; }
    .question.selected { outline: 2px solid var(--tint); }
    .question-card { display: flex; flex-direction: column; gap: 6px; width: 100%; min-height: 44px; padding: 14px;
      background: none; border: none; text-align: left; color: inherit; font: inherit; }
    .question-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .question-covers { display: flex; }
    .question-covers .cover, .question-covers .cover-placeholder { width: 48px; height: 64px; flex: 0 0 48px; }
    .question-covers > * + * { margin-left: -16px; transform: rotate(5deg); }
    .empty-body { white-space: pre-line; text-align: center; margin: 0 16px; }
    .more { display: block; margin: 8px auto 24px; min-height: 44px; }
    .loading-more { display: flex; gap: 8px; align-items: center; justify-content: center; color: var(--secondary); }
    .question-form, .result, .answer, .book-detail, .add-book, .add-by-title { padding: 16px; }
    .question-title { font-size: 22px; line-height: 1.4; }
    .question-form textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 12px; border-radius: 10px;
      border: 1px solid var(--separator); }
    .question-form .field { position: relative; }
    .counter { display: block; text-align: right; font-size: 13px; margin-top: 4px; }
    .question-rule, .question-examples { white-space: pre-line; font-size: 14px; }
    .result-question, .answer-question { font-size: 18px; margin: 4px 0 16px; }
    .result-step { display: flex; gap: 8px; align-items: center; color: var(--tint); }
    .result-failure { background: #fdecec; border-radius: 10px; padding: 12px; white-space: pre-line; }
    .carousel { display: flex; align-items: center; gap: 8px; }
    .carousel-books { flex: 1; display: flex; flex-direction: row; overflow-x: auto; scroll-snap-type: x mandatory;
      padding: 12px 0; }
    .carousel-books .book { flex: 0 0 100%; scroll-snap-align: center; }
    .answer .carousel-books .book { flex: 0 0 85%; }
    .carousel-previous, .carousel-next { min-width: 44px; min-height: 44px; font-size: 24px; }
    .carousel-page { text-align: center; color: var(--secondary); margin: 0; }
    .result-reason, .answer-reason, .book-description { line-height: 1.6; white-space: pre-line; }
    .section-label { font-size: 15px; color: var(--tint); margin: 16px 0 8px; }
    .book-info { display: flex; gap: 16px; align-items: flex-start; }
    .book-info .cover, .book-info .cover-placeholder { width: 120px; height: 160px; flex: 0 0 120px; }
    .book-facts { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
    .notice { background: #fff4ce; border-radius: 10px; padding: 12px; color: #6b5300; }
    .search-form input { width: 100%; box-sizing: border-box; min-height: 44px; font: inherit; padding: 8px 12px;
      border-radius: 10px; border: 1px solid var(--separator); }
    @media (min-width: 700px) {
      .books:not(.carousel-books) { display: grid; grid-template-columns: repeat(2, 1fr); }
      .shelf { grid-template-columns: repeat(5, 1fr); }
    }
    """
}
