import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct SARIFDiagnosticRendererTests {
  @Test func rendersTheFixtureAsASARIFLog() {
    let output = renderDiagnostics(
      DiagnosticFixture.diagnostics, format: .sarif, sources: DiagnosticFixture.sources)
    #expect(output == Self.expected)
  }

  @Test func describesRulesFromTheMetadataTable() {
    let diagnostic = Diagnostic(
      id: "random-identifier", severity: .warning, message: "m", file: "a b.ui",
      range: SourceFile(path: "a b.ui", text: "x").range(0, 1))
    let rules = [
      "random-identifier": DiagnosticRuleMetadata(
        id: "random-identifier", name: "Random identifier", summary: "ids must be stable",
        details: "a new id each update replaces the view", helpURI: "https://example.org/r",
        defaultSeverity: .error)
    ]
    let output = SARIFDiagnosticRenderer(
      tool: ToolIdentity(name: "layoutc", version: "9.9", informationURI: "https://example.org"),
      rules: rules
    ).render([diagnostic], sources: [:])
    #expect(output.contains(#""informationUri": "https://example.org""#))
    #expect(output.contains(#""version": "9.9""#))
    #expect(output.contains(#""name": "Random identifier""#))
    #expect(output.contains(#""text": "ids must be stable""#))
    #expect(output.contains(#""fullDescription": {"#))
    #expect(output.contains(#""text": "a new id each update replaces the view""#))
    #expect(output.contains(#""defaultConfiguration": {"#))
    #expect(output.contains(#""helpUri": "https://example.org/r""#))
    #expect(output.contains(#""level": "error""#))
    #expect(output.contains(#""uri": "a%20b.ui""#))
  }

  @Test func encodesPathsAsURIReferences() {
    let diagnostics = ["<stdin>", "specs/café.ui", "./specs/a.ui", "/tmp/my specs/b.ui"].map {
      Diagnostic(id: "x", severity: .error, message: "m", file: $0)
    }
    let output = renderDiagnostics(diagnostics, format: .sarif, sources: [:])
    #expect(output.contains(#""uri": "%3Cstdin%3E""#))
    #expect(output.contains(#""uri": "specs/caf%C3%A9.ui""#))
    // Code scanning matches relative URIs against repository paths and makes absolute ones
    // relative to the checkout: `./` is dropped, and an absolute path is a `file://` URI.
    #expect(output.contains(#""uri": "specs/a.ui""#))
    #expect(output.contains(#""uri": "file:///tmp/my%20specs/b.ui""#))
  }

  /// Code scanning requires every rule's `shortDescription.text`, `fullDescription.text` and
  /// `help.text`, non-empty: a summary stands in for missing details, the id for a missing summary.
  @Test func describesEveryRule() {
    let diagnostics = ["a", "b", "c"].map { Diagnostic(id: $0, severity: .warning, message: "m") }
    let rules = [
      "a": DiagnosticRuleMetadata(id: "a", summary: "summary of a"),
      "b": DiagnosticRuleMetadata(id: "b", summary: "", details: ""),
    ]
    let output = SARIFDiagnosticRenderer(rules: rules).render(diagnostics, sources: [:])
    #expect(output.ranges(of: #""text": "summary of a""#).count == 3)
    #expect(output.ranges(of: #""text": "layoutc diagnostic 'b'""#).count == 3)
    #expect(output.ranges(of: #""text": "layoutc diagnostic 'c'""#).count == 3)
    #expect(!output.contains(#""text": """#))
  }

  // SARIF counts columns in code points ("columnKind": "unicodeCodePoints"), not UTF-8 bytes:
  // "bold" on line 4 is at byte column 23 but code point column 4 + 6 + 1 (👋) + 5 + 2 + 1 + 1
  // = 20, and the "(" on line 3 at byte column 22 is code point 21 (é is one code point).
  static let expected = #"""
    {
      "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        {
          "tool": {
            "driver": {
              "name": "layoutc",
              "version": "0.1.0",
              "rules": [
                {
                  "id": "driver.no-input-files",
                  "shortDescription": {
                    "text": "layoutc diagnostic 'driver.no-input-files'"
                  },
                  "fullDescription": {
                    "text": "layoutc diagnostic 'driver.no-input-files'"
                  },
                  "help": {
                    "text": "layoutc diagnostic 'driver.no-input-files'"
                  }
                },
                {
                  "id": "parse.expected-rparen",
                  "shortDescription": {
                    "text": "layoutc diagnostic 'parse.expected-rparen'"
                  },
                  "fullDescription": {
                    "text": "layoutc diagnostic 'parse.expected-rparen'"
                  },
                  "help": {
                    "text": "layoutc diagnostic 'parse.expected-rparen'"
                  }
                },
                {
                  "id": "random-identifier",
                  "shortDescription": {
                    "text": "layoutc diagnostic 'random-identifier'"
                  },
                  "fullDescription": {
                    "text": "layoutc diagnostic 'random-identifier'"
                  },
                  "help": {
                    "text": "layoutc diagnostic 'random-identifier'"
                  }
                },
                {
                  "id": "sema.no-root-view",
                  "shortDescription": {
                    "text": "layoutc diagnostic 'sema.no-root-view'"
                  },
                  "fullDescription": {
                    "text": "layoutc diagnostic 'sema.no-root-view'"
                  },
                  "help": {
                    "text": "layoutc diagnostic 'sema.no-root-view'"
                  }
                }
              ]
            }
          },
          "columnKind": "unicodeCodePoints",
          "results": [
            {
              "ruleId": "parse.expected-rparen",
              "ruleIndex": 1,
              "level": "error",
              "message": {
                "text": "expected ')' in argument list"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "specs/card.ui"
                    },
                    "region": {
                      "startLine": 3,
                      "startColumn": 22,
                      "endLine": 3,
                      "endColumn": 22
                    }
                  }
                }
              ],
              "relatedLocations": [
                {
                  "id": 1,
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "specs/card.ui"
                    },
                    "region": {
                      "startLine": 3,
                      "startColumn": 21,
                      "endLine": 3,
                      "endColumn": 22
                    }
                  },
                  "message": {
                    "text": "to match this opening '('"
                  }
                }
              ],
              "fixes": [
                {
                  "artifactChanges": [
                    {
                      "artifactLocation": {
                        "uri": "specs/card.ui"
                      },
                      "replacements": [
                        {
                          "deletedRegion": {
                            "startLine": 3,
                            "startColumn": 22,
                            "endLine": 3,
                            "endColumn": 22
                          },
                          "insertedContent": {
                            "text": ")"
                          }
                        }
                      ]
                    }
                  ]
                }
              ]
            },
            {
              "ruleId": "random-identifier",
              "ruleIndex": 2,
              "level": "warning",
              "message": {
                "text": "modifier argument \"1\" has 50% chance: a, b"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "specs/card.ui"
                    },
                    "region": {
                      "startLine": 4,
                      "startColumn": 20,
                      "endLine": 4,
                      "endColumn": 27
                    }
                  }
                }
              ],
              "relatedLocations": [
                {
                  "id": 1,
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "specs/card.ui"
                    },
                    "region": {
                      "startLine": 1,
                      "startColumn": 8,
                      "endLine": 1,
                      "endColumn": 12
                    }
                  },
                  "message": {
                    "text": "the view is declared here"
                  }
                }
              ]
            },
            {
              "ruleId": "sema.no-root-view",
              "ruleIndex": 3,
              "level": "error",
              "message": {
                "text": "no view to lay out\nnote: declare a #Preview or pass --view NAME"
              },
              "locations": [
                {
                  "physicalLocation": {
                    "artifactLocation": {
                      "uri": "specs/card.ui"
                    },
                    "region": {
                      "startLine": 1,
                      "startColumn": 1,
                      "endLine": 1,
                      "endColumn": 1
                    }
                  }
                }
              ]
            },
            {
              "ruleId": "driver.no-input-files",
              "ruleIndex": 0,
              "level": "error",
              "message": {
                "text": "no input files"
              },
              "locations": []
            }
          ]
        }
      ]
    }

    """#
}
