import CairnPresentation
import DimoDomain

extension ReviewDetailViewModel {
  /// Reloads the review, its comments and who the caller is.
  func reload() {
    let (dependencies, reviewID, characterID) = (self.dependencies, self.reviewID, self.characterID)
    if review.value.value == nil { review.accept(.loading) }
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await dependencies.reviews.fetchReview(
          id: reviewID, characterID: characterID)
        self?.review.accept(.loaded(loaded))
      } catch {
        guard error != .cancelled else { return }
        self?.review.accept(.failed(Self.failure(error)))
      }
    }
    loadComments()
    if myUserID.value == nil {
      bag.run { [weak self] in
        guard let profile = try? await dependencies.profile.fetchMyProfile() else { return }
        self?.myUserID.accept(profile.userID)
      }
    }
  }

  /// Reloads the comments.
  func loadComments() {
    let (comments, reviewID) = (dependencies.comments, self.reviewID)
    if allComments.value.value == nil { allComments.accept(.loading) }
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let loaded = try await comments.fetchComments(reviewID: reviewID)
        self?.allComments.accept(.items(loaded, emptyMessage: DimoStrings.noComments))
      } catch {
        guard error != .cancelled else { return }
        self?.allComments.accept(.failed(Self.failure(error)))
      }
    }
  }

  /// 좋아요 or taking it back.
  func toggleLike() {
    guard !isSending, let current = review.value.value else { return }
    isSending = true
    let (reviews, reviewID, characterID) = (dependencies.reviews, self.reviewID, self.characterID)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        let count = try await reviews.setLiked(
          !current.isLiked, reviewID: reviewID, characterID: characterID)
        var updated = current
        updated.isLiked.toggle()
        updated.review.likeCount = count
        self?.review.accept(.loaded(updated))
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
      self?.isSending = false
    }
  }

  /// Sends the comment input.
  func sendComment() {
    let (text, isSpoiler) = commentDraft.value
    guard !isSending, (try? DimoRules.validatedComment(text)) != nil else { return }
    isSending = true
    let (comments, reviewID, characterID) = (dependencies.comments, self.reviewID, characterID)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        _ = try await comments.writeComment(
          reviewID: reviewID, characterID: characterID, text: text, isSpoiler: isSpoiler)
        self?.commentDraft.accept(("", false))
        self?.isCommentSendable.accept(false)
        self?.commentSent.send()
        self?.loadComments()
        self?.countComments(by: 1)
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
      self?.isSending = false
    }
  }

  /// A comment's like, toggled.
  func toggleCommentLike(_ id: Int) {
    guard !isSending, let comment = allComments.value.value?.first(where: { $0.id == id }) else {
      return
    }
    isSending = true
    let (comments, characterID) = (dependencies.comments, self.characterID)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        _ = try await comments.setLiked(!comment.isLiked, commentID: id, characterID: characterID)
        self?.loadComments()
      } catch {
        if error != .cancelled { self?.message.send(DimoStrings.message(for: error)) }
      }
      self?.isSending = false
    }
  }

  /// Counts a comment written (+1) or deleted (−1) on the review shown, without fetching the
  /// review again: every fetch of a review's detail counts as one more view (조회).
  func countComments(by change: Int) {
    guard var shown = review.value.value else { return }
    shown.review.commentCount = max(0, shown.review.commentCount + change)
    review.accept(.loaded(shown))
  }
}
