import CairnPresentation
import DimoDomain

extension ReviewDetailViewModel {
  /// The "더보기" sheet and what follows the choice. Only the coordinator is held while a
  /// sheet or alert is up, never `self`.
  func showMore() {
    guard let coordinator, let detail = review.value.value else { return }
    let (reviews, profile, knownID) = (dependencies.reviews, dependencies.profile, myUserID.value)
    bag.run { [weak self] in
      // Who the caller is may still be loading: ask for it rather than ignore the key.
      var me = knownID
      if me == nil { me = try? await profile.fetchMyProfile().userID }
      guard let me else { return }
      let isOwn = detail.review.authorID == me
      guard let action = await coordinator.chooseAction(isOwn: isOwn) else { return }
      do throws(DimoFailure) {
        switch action {
        case .modify:
          let character = CharacterSummary(
            id: detail.review.characterID, contentID: 0, name: detail.characterName,
            imagePath: "", mbti: detail.characterMBTI, contentTitle: detail.contentTitle)
          guard await coordinator.modify(detail.review, character: character) else { return }
          self?.reload()
          coordinator.reviewDidChange()
        case .delete:
          guard
            await coordinator.confirm(
              title: DimoStrings.deleteReviewTitle, message: DimoStrings.deleteConfirm,
              button: DimoStrings.deleteButton)
          else { return }
          try await reviews.deleteReview(
            id: detail.review.id, characterID: detail.review.characterID)
          coordinator.reviewDidDisappear()
        case .hide, .hideAuthor:
          let everyReview = action == .hideAuthor
          guard
            await coordinator.confirm(
              title: everyReview ? DimoStrings.hideAuthor : DimoStrings.hideReview,
              message: DimoStrings.hideConfirm, button: DimoStrings.hideButton)
          else { return }
          try await reviews.hide(reviewID: detail.review.id, everyReviewOfAuthor: everyReview)
          coordinator.reviewDidDisappear()
        case .report:
          coordinator.showReport(reviewID: detail.review.id)
        }
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
    }
  }

  /// An own comment's "더보기" → 삭제하기 → the alert → deleting it.
  func deleteComment(_ id: Int) {
    guard let coordinator,
      let comment = allComments.value.value?.first(where: { $0.id == id }),
      comment.authorID == myUserID.value
    else { return }
    let (comments, reviewID, characterID) = (dependencies.comments, self.reviewID, characterID)
    bag.run { [weak self] in
      guard await coordinator.chooseCommentDelete(),
        await coordinator.confirm(
          title: DimoStrings.deleteCommentTitle, message: DimoStrings.deleteConfirm,
          button: DimoStrings.deleteButton)
      else { return }
      do throws(DimoFailure) {
        try await comments.deleteComment(id: id, reviewID: reviewID, characterID: characterID)
        self?.loadComments()
        self?.countComments(by: -1)
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
    }
  }
}
