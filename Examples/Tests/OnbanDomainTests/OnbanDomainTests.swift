import OnbanDomain
import Testing

@Suite("Onban domain", .timeLimit(.minutes(3)))
struct OnbanDomainTests {
  @Test(arguments: [
    ("12,640원", 12640), ("12640원", 12640), ("2,500", 2500), ("0원", 0), ("1,000,000원", 1_000_000),
  ])
  func wonReadsPriceText(text: String, amount: Int) {
    #expect(Won(text: text)?.amount == amount)
  }

  @Test(arguments: ["", "원", "12.640원", "abc", "-5원", "12,64O원"])
  func wonRejectsAnythingElse(text: String) {
    #expect(Won(text: text) == nil)
  }

  @Test func wonIsShownWithThousandsSeparators() {
    #expect(Won(12640).description == "12,640원")
    #expect(Won(999).description == "999원")
    #expect(Won(1_000).description == "1,000원")
    #expect(Won(37920).description == "37,920원")
    #expect(Won(1_234_567).description == "1,234,567원")
  }

  @Test func quantitiesStayWithinOneToNinetyNine() {
    #expect(OrderQuantity(0) == nil && OrderQuantity(100) == nil)
    #expect(OrderQuantity(99)?.value == 99)
    #expect(OrderQuantity(clamping: 0).value == 1)
    #expect(OrderQuantity(clamping: 150).value == 99)
  }

  @Test func theOrderTotalIsTheUnitSalePriceTimesTheQuantity() {
    let total = PlaceOrderUseCase.total(unitPrice: Won(12640), quantity: OrderQuantity(clamping: 3))
    #expect(total == Won(37920))
    #expect(total.description == "37,920원")
  }
}
