extension OnbanWebViews {
  /// Onban's own stylesheet, after the library's: a store on a phone first (390 px), cards with
  /// their photo at the left, the original price struck through, coloured badges; from 600 px
  /// the menu is a grid of cards.
  public static let stylesheet = """
    :root { --onban-green: #2ac1bc; --onban-price: #1d1d1f; --onban-badge: #82d32d; }
    .saved-banner { margin: 0; padding: 8px 16px; background: #fff4ce; color: #6b5300; font-size: 13px; }
    .menu-header { font-size: 20px; font-weight: 700; margin: 0; padding: 20px 16px 12px; }
    .dishes { list-style: none; margin: 0; padding: 0 16px; display: flex; flex-direction: column; gap: 12px; }
    .dish { background: var(--surface); border-radius: 12px; overflow: hidden;
      box-shadow: 0 1px 3px rgba(0,0,0,0.08); }
    .dish.selected { outline: 2px solid var(--onban-green); }
    .dish-open { display: flex; align-items: flex-start; gap: 12px; width: 100%; padding: 12px;
      background: none; border: none; text-align: left; }
    .dish-thumbnail { flex: 0 0 112px; width: 112px; height: 84px; object-fit: cover; border-radius: 8px; }
    .dish-info { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1; }
    .dish-title { font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .dish-description { font-size: 13px; color: var(--secondary); overflow: hidden;
      text-overflow: ellipsis; white-space: nowrap; }
    .prices { display: flex; align-items: baseline; gap: 6px; flex-wrap: wrap; }
    .sale-price { font-size: 15px; color: var(--onban-price); }
    .original-price { font-size: 13px; color: var(--secondary); text-decoration: line-through; }
    .badges { display: flex; gap: 4px; flex-wrap: wrap; }
    .badge { font-size: 11px; font-weight: 600; color: #fff; background: var(--onban-badge);
      border-radius: 4px; padding: 2px 6px; }
    .badge:nth-child(2n) { background: #86c6ff; }
    .delivery-types { font-size: 12px; color: var(--onban-green); }
    .photo-placeholder { display: flex; align-items: center; justify-content: center; text-align: center;
      background: #e5e5ea; color: var(--secondary); font-size: 11px; border-radius: 8px; aspect-ratio: 4 / 3; }
    .photo-placeholder.failed { background: #f5e1e1; }
    .gallery { background: var(--surface); }
    .gallery-photo { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 0; }
    .gallery-pager { display: flex; align-items: center; justify-content: center; gap: 8px; }
    .photo-previous, .photo-next { background: none; border: none; font-size: 24px; color: var(--tint); }
    .photo-count { font-size: 13px; color: var(--secondary); }
    .detail-summary { background: var(--surface); padding: 16px; display: flex; flex-direction: column; gap: 6px; }
    .detail-title { font-size: 20px; margin: 0; }
    .detail-description { margin: 0; color: var(--secondary); font-size: 14px; }
    .detail-summary .sale-price { font-size: 20px; }
    .detail-info { background: var(--surface); margin-top: 8px; padding: 8px 16px; }
    .info-row { display: flex; gap: 16px; padding: 6px 0; font-size: 14px; }
    .info-label { flex: 0 0 64px; color: var(--secondary); }
    .info-value { flex: 1; }
    .order-box { background: var(--surface); margin-top: 8px; padding: 8px 0 4px; }
    .quantity, .order-total { display: flex; align-items: center; justify-content: space-between; padding: 4px 16px; }
    .stepper { display: flex; align-items: center; border: 1px solid var(--separator); border-radius: 8px; }
    .stepper button { background: none; border: none; font-size: 20px; color: var(--tint); }
    .stepper button[disabled] { color: var(--separator); }
    .quantity-value { min-width: 40px; text-align: center; font-weight: 600; }
    .total { font-size: 22px; color: var(--onban-green); }
    .order.primary-button { background: var(--onban-green); }
    .detail-images { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
    .detail-image { display: block; width: 100%; height: auto; border-radius: 0; }
    @media (min-width: 600px) {
      .dishes { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
      .dish-detail { max-width: 640px; margin: 0 auto; }
    }
    """
}
