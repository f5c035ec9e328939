import Testing

@testable import OnbanServer

@Suite("The bundled dataset", .timeLimit(.minutes(3)))
struct DatasetTests {
  let catalog: Catalog
  let images: ImageLibrary

  init() throws {
    catalog = try Catalog.bundled()
    images = try ImageLibrary.bundled()
  }

  @Test func hasAtLeastFortyDishesInThreeSections() {
    #expect(catalog.sections.map(\.id) == ["main", "soup", "side"])
    #expect(
      catalog.sections.map(\.title) == [
        "모두가 좋아하는 든든한 메인 요리", "정성이 담긴 뜨끈뜨끈 국물 요리", "식탁을 풍성하게 하는 정갈한 밑반찬",
      ])
    #expect(catalog.allDishes.count >= 40)
    for section in catalog.sections {
      #expect(section.dishes.count >= 10, "\(section.id)")
    }
  }

  @Test func hashesAreUniqueFiveUppercaseLetters() {
    let hashes = catalog.allDishes.map(\.hash)
    #expect(Set(hashes).count == hashes.count)
    for hash in hashes {
      #expect(hash.count == 5 && hash.allSatisfy { ("A"..."Z").contains($0) }, "\(hash)")
    }
  }

  @Test func pricesAreConsistent() {
    for dish in catalog.allDishes {
      if let original = dish.originalPrice {
        #expect(original > dish.salePrice, "\(dish.hash)")
        #expect(dish.prices == [original, dish.salePrice])
      } else {
        #expect(dish.prices == [dish.salePrice])
      }
      #expect(dish.salePrice.amount > 0)
      #expect(dish.salePrice.point.amount == dish.salePrice.amount / 100, "\(dish.hash)")
    }
  }

  @Test func badgesAndDeliveryTypesComeFromTheKnownValues() {
    let badges: Set = ["런칭특가", "이벤트특가", "메인특가"]
    let deliveries: Set = ["새벽배송", "전국택배"]
    for dish in catalog.allDishes {
      #expect(Set(dish.badges).isSubset(of: badges), "\(dish.hash)")
      #expect(Set(dish.badges).count == dish.badges.count)
      #expect(!dish.deliveryTypes.isEmpty && Set(dish.deliveryTypes).isSubset(of: deliveries))
      #expect(Set(dish.deliveryTypes).count == dish.deliveryTypes.count)
      for type in deliveries {
        #expect(
          dish.deliveryInfo.contains(type) == dish.deliveryTypes.contains(type), "\(dish.hash)")
      }
      #expect(dish.deliveryFee == "2,500원 (40,000원 이상 구매 시 무료)")
    }
    #expect(catalog.allDishes.contains { $0.badges.isEmpty })
    #expect(catalog.allDishes.contains { $0.originalPrice == nil })
    #expect(catalog.allDishes.contains { $0.deliveryTypes.count == 2 })
  }

  @Test func everyDishHasThreeToFiveThumbnailsAndSeveralDetailImages() {
    for dish in catalog.allDishes {
      #expect((3...5).contains(dish.thumbnails.count), "\(dish.hash)")
      #expect(dish.detailImages.count >= 3, "\(dish.hash)")
      #expect(!dish.title.isEmpty && !dish.description.isEmpty && !dish.productDescription.isEmpty)
    }
  }

  @Test func everyImageExistsAndIsAValidPNG() throws {
    var referenced: Set<String> = []
    var totalSize = 0
    for dish in catalog.allDishes {
      let expected: [(files: [String], width: Int, height: Int)] = [
        ([dish.image] + dish.thumbnails, 160, 120), (dish.detailImages, 320, 200),
      ]
      for group in expected {
        for file in group.files {
          let bytes = try #require(images.png(named: file), "missing \(file)")
          let header = try #require(PNGHeader(bytes), "\(file) is not a PNG")
          #expect(header.width == group.width && header.height == group.height, "\(file)")
          #expect(header.bitDepth == 8)
          referenced.insert(file)
          totalSize += bytes.count
        }
      }
    }
    #expect(Set(images.names) == referenced, "every image file is used, and only those")
    #expect(totalSize < 2_000_000)
  }

  @Test func includesTheSampleDish() throws {
    let dish = try #require(catalog.dish(hash: "HBDEF"))
    #expect(dish.title == "오리 주물럭_반조리")
    #expect(dish.description == "감칠맛 나는 매콤한 양념")
    #expect(dish.originalPrice?.text == "15,800원")
    #expect(dish.salePrice.text == "12,640원")
    #expect(dish.deliveryTypes == ["새벽배송", "전국택배"])
    #expect(dish.badges == ["런칭특가"])
    #expect(dish.thumbnails.count == 5)
    #expect(dish.detailImages.count == 13)
  }
}
