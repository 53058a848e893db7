import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct JSONDiagnosticRendererTests {
  @Test func rendersTheFixtureAsAnArrayWithEveryKeyInOrder() {
    let output = renderDiagnostics(
      DiagnosticFixture.diagnostics, format: .json, sources: DiagnosticFixture.sources)
    #expect(output == Self.expected)
  }

  @Test func rendersNoDiagnosticsAsAnEmptyArray() {
    #expect(renderDiagnostics([], format: .json, sources: [:]) == "[]\n")
  }

  // Columns are UTF-8 bytes: line 3 has a tab and a two-byte "é" before "frame(", so the "("
  // at display position 21 is at byte column 1 (tab) + 19 + 1 (é's second byte) + 1 = 22.
  static let expected = #"""
    [
      {
        "id": "parse.expected-rparen",
        "severity": "error",
        "message": "expected ')' in argument list",
        "file": "specs/card.ui",
        "range": {
          "start": {
            "line": 3,
            "column": 23
          },
          "end": {
            "line": 3,
            "column": 23
          }
        },
        "notes": [
          {
            "message": "to match this opening '('",
            "file": "specs/card.ui",
            "range": {
              "start": {
                "line": 3,
                "column": 22
              },
              "end": {
                "line": 3,
                "column": 23
              }
            }
          }
        ],
        "fixIts": [
          {
            "range": {
              "start": {
                "line": 3,
                "column": 23
              },
              "end": {
                "line": 3,
                "column": 23
              }
            },
            "replacement": ")"
          }
        ]
      },
      {
        "id": "random-identifier",
        "severity": "warning",
        "message": "modifier argument \"1\" has 50% chance: a, b",
        "file": "specs/card.ui",
        "range": {
          "start": {
            "line": 4,
            "column": 23
          },
          "end": {
            "line": 4,
            "column": 30
          }
        },
        "notes": [
          {
            "message": "the view is declared here",
            "file": "specs/card.ui",
            "range": {
              "start": {
                "line": 1,
                "column": 8
              },
              "end": {
                "line": 1,
                "column": 12
              }
            }
          }
        ],
        "fixIts": []
      },
      {
        "id": "sema.no-root-view",
        "severity": "error",
        "message": "no view to lay out",
        "file": "specs/card.ui",
        "range": null,
        "notes": [
          {
            "message": "declare a #Preview or pass --view NAME",
            "file": null,
            "range": null
          }
        ],
        "fixIts": []
      },
      {
        "id": "driver.no-input-files",
        "severity": "error",
        "message": "no input files",
        "file": null,
        "range": null,
        "notes": [],
        "fixIts": []
      }
    ]

    """#
}
