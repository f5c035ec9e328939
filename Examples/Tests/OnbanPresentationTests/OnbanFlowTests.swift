import CairnNavigation
import CairnTesting
import OnbanDomain
import OnbanPresentation
import OnbanServer
import Testing

@Suite("Onban flows, headless, against the real server", .timeLimit(.minutes(3)))
@MainActor
struct OnbanFlowTests {
  @Test func threeTabsEachWithItsOwnStack() async throws {
    let app = try await OnbanAppHarness()
    expectNavigation(
      app.navigator,
      """
      tab main* split [Menu "메인"]
      tab soup split [Menu "국물"]
      tab side split [Menu "반찬"]
      """)
    #expect(app.navigator.runningFlows.filter { $0 is MenuCoordinator }.count == 3)
  }

  @Test(arguments: MenuSection.allCases)
  func aDishOpensFromEveryTabAndBackingOutReleasesItsFlow(section: MenuSection) async throws {
    let app = try await OnbanAppHarness()
    app.front.selectTab(OnbanAppCoordinator.tab(section))
    let (menu, rows) = try await app.loadVisibleMenu()
    #expect(menu.output.header == OnbanStrings.header(section))
    let dish = try #require(rows.first)
    menu.select.send(dish.id)
    let detail = try await app.openedDetail()

    let stack = app.navigator.state.stack(at: .tab(OnbanAppCoordinator.tab(section))) ?? []
    #expect(stack.map(\.name) == ["Menu", "DishDetail"])
    #expect(stack.last?.hidesTabBar == true, "the tab bar is hidden on the detail")
    #expect(detail.output.content.value.value?.title == dish.title)

    #expect(app.front.pressBack())
    #expect(app.navigator.state.stack(at: .tab(OnbanAppCoordinator.tab(section)))?.count == 1)
    app.leaks.expectAllReleased()
  }

  @Test func thumbnailsPageWithinTheirCount() async throws {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    menu.select.send("HBDEF")
    let detail = try await app.openedDetail()
    let count = try #require(detail.output.content.value.value?.thumbnailURLs.count)
    #expect(count == 5)
    detail.previous.send()
    #expect(detail.output.thumbnailIndex.value == 0)
    for _ in 0..<10 { detail.next.send() }
    #expect(detail.output.thumbnailIndex.value == count - 1)
    detail.previous.send()
    #expect(detail.output.thumbnailIndex.value == count - 2)
  }

  @Test func theTotalFollowsTheQuantityWithinOneToNinetyNine() async throws {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    menu.select.send("HBDEF")
    let detail = try await app.openedDetail()
    #expect(detail.output.total.value == "12,640원")
    detail.quantity.send(3)
    #expect(detail.output.total.value == "37,920원")
    detail.quantity.send(0)
    #expect(detail.output.quantity.value == 1)
    detail.quantity.send(150)
    #expect(detail.output.quantity.value == 99 && detail.output.total.value == "1,251,360원")
  }

  @Test func orderingPostsToTheServerAndConfirmsTheTotal() async throws {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    menu.select.send("HBDEF")
    let detail = try await app.openedDetail()
    detail.quantity.send(3)
    detail.order.send()

    let question = try #require(await app.front.waitForDialog())
    #expect(question.title == OnbanStrings.confirmOrderTitle)
    #expect(question.message == "오리 주물럭_반조리 3개, 총 37,920원을 주문해요.")
    #expect(try await app.running.server.orderCount() == 0, "nothing is sent before the answer")
    #expect(app.front.chooseDialogButton(OnbanStrings.order))
    let alert = try #require(await app.front.waitForDialog())
    #expect(alert.title == OnbanStrings.orderPlaced)
    #expect(alert.message?.contains("37,920원") == true)
    #expect(try await app.running.server.orderCount() == 1)
    #expect(app.front.chooseDialogButton(OnbanStrings.ok))
    #expect(app.navigator.state.visibleScreen?.name == "DishDetail")
    #expect(detail.output.isOrdering.value == false)
    app.front.pressBack()
    app.leaks.expectAllReleased()
  }

  @Test func cancellingTheQuestionOrdersNothing() async throws {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    menu.select.send("HBDEF")
    let detail = try await app.openedDetail()
    detail.order.send()
    _ = try #require(await app.front.waitForDialog())
    #expect(app.front.chooseDialogButton(OnbanStrings.cancel))
    #expect(try await app.running.server.orderCount() == 0)
    #expect(detail.output.isOrdering.value == false, "nothing was sent")
    #expect(app.navigator.state.topDialog == nil)
    app.front.pressBack()
    app.leaks.expectAllReleased()
  }

  /// A dish's detail whose confirmed order the server refused once (a 500): the alert that
  /// says so is on top.
  static func orderRefusedOnce() async throws -> (OnbanAppHarness, DetailBinding) {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    menu.select.send("HBDEF")
    let detail = try await app.openedDetail()
    app.running.server.faults.inject(.status(.internalServerError), path: "/onban/order")
    detail.order.send()
    _ = try #require(await app.front.waitForDialog())
    #expect(app.front.chooseDialogButton(OnbanStrings.order))
    await app.front.waitUntil { $0.topDialog?.dialog.title == OnbanStrings.orderFailedTitle }
    return (app, detail)
  }

  @Test func aRejectedOrderIsAnAlertThatCanSendItAgain() async throws {
    let (app, detail) = try await Self.orderRefusedOnce()
    let failed = try #require(app.navigator.state.topDialog?.dialog)
    #expect(failed.message == OnbanStrings.message(for: .serverFailure(status: 500)))
    #expect(try await app.running.server.orderCount() == 0)
    // "다시 주문하기" sends the same order again, without asking twice.
    #expect(app.front.chooseDialogButton(OnbanStrings.retryOrder))
    await app.front.waitUntil { $0.topDialog?.dialog.title == OnbanStrings.orderPlaced }
    #expect(try await app.running.server.orderCount() == 1)
    #expect(detail.messages.isEmpty, "no toast beside the alert")
  }

  @Test func aRejectedOrderLeftAloneSendsNothingMore() async throws {
    let (app, detail) = try await Self.orderRefusedOnce()
    #expect(app.front.chooseDialogButton(OnbanStrings.cancel))
    await app.front.waitUntil { $0.topDialog == nil }
    #expect(try await app.running.server.orderCount() == 0)
    #expect(detail.output.isOrdering.value == false)
  }

  @Test func quittingReleasesEveryFlowAndViewModel() async throws {
    let app = try await OnbanAppHarness()
    let (menu, _) = try await app.loadVisibleMenu()
    app.leaks.track(app.app)
    for flow in app.navigator.runningFlows { app.leaks.track(flow) }
    menu.select.send("HBDEF")
    _ = try await app.openedDetail()
    app.quit()
    #expect(app.navigator.runningFlows.isEmpty)
    app.leaks.expectAllReleased()
  }
}
