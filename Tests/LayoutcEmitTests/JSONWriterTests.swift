import LayoutcEmit
import Testing

@Suite struct JSONWriterTests {
  @Test(arguments: [
    (12.0, "12"),
    (-3.0, "-3"),
    (-0.0, "0"),
    (0.1, "0.1"),
    (2.5, "2.5"),
    (1.0 / 3.0, "0.3333333333333333"),  // shortest text that reads back to the same Double
    (1e-7, "1e-07"),
    (9_007_199_254_740_991, "9007199254740991"),  // 2^53 - 1, the largest exact integer
    (1e21, "1e+21"),
    (Double.nan, "null"),
    (Double.infinity, "null"),
  ])
  func formatsNumbersStably(value: Double, text: String) {
    #expect(JSONWriter.format(value) == text)
  }

  @Test func escapesStrings() {
    let value: JSONValue = .string(
      "quote \" backslash \\ slash / tab \t nl \n cr \r bell \u{07} é 👋")
    #expect(
      value.rendered(pretty: false)
        == #""quote \" backslash \\ slash / tab \t nl \n cr \r bell \u0007 é 👋""#)
  }

  @Test func keepsKeysInTheOrderGiven() {
    let value: JSONValue = ["zebra": 1, "apple": 2, "mango": [true, false, nil]]
    #expect(value.rendered(pretty: false) == #"{"zebra":1,"apple":2,"mango":[true,false,null]}"#)
  }

  @Test func printsPrettyWithTwoSpaces() {
    let value: JSONValue = [
      "name": "Card",
      "frame": ["x": 0, "y": 20.5, "width": 390, "height": 44],
      "children": [],
      "attributes": .object([]),
      "ids": [1, 2],
    ]
    let expected = """
      {
        "name": "Card",
        "frame": {
          "x": 0,
          "y": 20.5,
          "width": 390,
          "height": 44
        },
        "children": [],
        "attributes": {},
        "ids": [
          1,
          2
        ]
      }
      """
    #expect(value.rendered() == expected)
  }

  @Test func buildsValuesFromSwiftValues() {
    let value: JSONValue = .object([
      JSONMember("count", .integer(3)), JSONMember("missing", .optional(nil)),
    ])
    #expect(value.rendered(pretty: false) == #"{"count":3,"missing":null}"#)
    #expect(JSONValue.object(["a": 1]) == ["a": 1])
  }
}
