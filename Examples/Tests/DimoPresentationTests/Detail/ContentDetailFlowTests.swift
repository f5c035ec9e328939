import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The content detail against a real DIMO server: opened from Home on Home's stack, its lines,
/// 찜하기, the 평가하기 sheet, 상세정보 and its characters.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct ContentDetailFlowTests {
  @Test func aWorkOpensOnHomesStackWithItsLinesAndIsReleasedWhenLeft() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth, mbti: "ISTJ")
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.settled()
      let id = try #require(sections[.hits]?.items.value?.ids.first)
      home.content.send(id)
      let detail = try await harness.bind(
        "ContentDetail", as: ContentDetailViewModel.self, ContentDetailBindings.init)
      #expect(front.state.selectedTab == DimoTabBarCoordinator.homeTab)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.map(\.name) == [
          "Home", "ContentDetail",
        ])
      let work = try #require(await detail.detail())
      #expect(work.id == id)
      #expect(!work.plot.isEmpty)
      let rows = ContentInfoRow.rows(of: work)
      #expect(rows.map(\.label) == ["카테고리", "장르", "방영일", "감독", "등급"])
      #expect(rows[0].value == "애니")
      #expect(rows[2].value.count == 4)
      #expect(rows[4].value.hasSuffix("관람가"))
      #expect(!rows[4].value.contains("전체세"))
      #expect(detail.output.isExpanded.value == false)
      detail.toggle.send()
      #expect(detail.output.isExpanded.value == true)
      detail.toggle.send()
      #expect(detail.output.isExpanded.value == false)
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func likingAndGradingAreSavedAndShown() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth, mbti: "ESFP")
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let id = try #require(await home.settled()[.today]?.items.value?.ids.first)
      home.content.send(id)
      let detail = try await harness.bind(
        "ContentDetail", as: ContentDetailViewModel.self, ContentDetailBindings.init)
      let before = try requireValue(await detail.reactions("the reactions") { _ in true })
      detail.like.send()
      let liked = await detail.reactions("the 찜") { $0.isLiked != before.isLiked }
      #expect(liked?.isLiked == !before.isLiked)
      detail.like.send()
      _ = await detail.reactions("the 찜 taken back") { $0.isLiked == before.isLiked }

      detail.grade.send()
      let sheet = try #require(await front.waitForDialog())
      #expect(sheet.title == "평가하기")
      #expect(sheet.buttons.map(\.title) == ["맘에 들어요", "별로예요", "취소"])
      front.chooseDialogButton("별로예요")
      let graded = await detail.reactions("the grade") { $0.myGrade == -1 }
      #expect(graded?.myGrade == -1)
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aCharacterOpensAboveTheWorkOnTheSameStack() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let id = try #require(await home.settled()[.hits]?.items.value?.ids.first)
      home.content.send(id)
      let detail = try await harness.bind(
        "ContentDetail", as: ContentDetailViewModel.self, ContentDetailBindings.init)
      let work = try #require(await detail.detail())
      let character = try #require(work.characters.first)
      detail.more.send()
      let listed = try await harness.bind("CharacterList", as: CharacterListViewModel.self) {
        $0.characters
      }
      #expect(listed == work.characters)
      #expect(front.visibleScreen?.title == "등장인물")
      front.pressBack()
      detail.character.send(character.id)
      let characterDetail = try await harness.bind(
        "CharacterDetail", as: CharacterDetailViewModel.self, CharacterDetailBindings.init)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.map(\.name)
          == ["Home", "ContentDetail", "CharacterDetail"])
      let analysis = try #require(await characterDetail.analysis())
      #expect(analysis.character.id == character.id)
      #expect(analysis.character.name == character.name)
      front.pressBack()
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}

/// The rules of the detail's lines, without a server.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ContentDetailLineTests {
  @Test func aMissingMBTIHidesItsLine() throws {
    let intj = try #require(MBTI("INTJ"))
    let enfp = try #require(MBTI("ENFP"))
    #expect(
      ContentReactions(
        isLiked: false, myGrade: nil, mostLikedMBTI: nil, bestGradeMBTI: nil, worstGradeMBTI: nil
      ).mbtiLines.isEmpty)
    #expect(
      ContentReactions(
        isLiked: false, myGrade: nil, mostLikedMBTI: intj, bestGradeMBTI: nil,
        worstGradeMBTI: enfp
      ).mbtiLines == ["INTJ가 가장 많이 찜했어요", "ENFP이 가장 별로라고 평가했어요"])
    #expect(
      ContentReactions(
        isLiked: true, myGrade: 1, mostLikedMBTI: nil, bestGradeMBTI: enfp, worstGradeMBTI: nil
      ).mbtiLines == ["ENFP가 가장 맘에 든다고 평가했어요"])
  }

  @Test func theRatingForEveryoneReadsRight() {
    #expect(DimoStrings.ratingText(AgeRating("전체")) == "전체 관람가")
    #expect(DimoStrings.ratingText(AgeRating("15")) == "15세 이상 관람가")
    #expect(DimoStrings.ratingText(AgeRating("?")) == "?")
  }
}
