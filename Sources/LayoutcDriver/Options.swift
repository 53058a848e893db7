import Foundation
import LayoutcEmit
import LayoutcEval
import LayoutcLowering
import LayoutcSyntax
import LayoutcSource

/// Everything one invocation of `layoutc` asks for, as parsed from its arguments.
///
/// Each field is set by exactly one entry of `OptionTable.all`, which also carries the
/// option's spelling and help; `--help` is generated from that table, so a field cannot be
/// added without a line of help, nor can the help mention an option the parser does not know.
public struct Options: Sendable, Equatable {
  /// What to do instead of (or as) a compilation.
  public enum Action: Sendable, Equatable {
    case compile
    /// `--help`: print `Help.text` and exit 0, whatever else was given.
    case help
    /// `--version`: print `Help.versionLine` and exit 0.
    case version
  }

  /// What a compilation produces. Exactly one per run.
  public enum Mode: Sendable, Equatable {
    case types
    case frames
    case tree
    case svg
    /// The interactive preview page (`PreviewPage`).
    case html
    case lint
    case identities
    /// `--dependencies` alone prints the dependency graph, `--dependencies=VIEW` narrates one view's.
    case dependencies(view: String?)
    /// `--explain` alone explains the whole layout, `--explain=NODE` one node.
    case explain(node: String?)
    case dumpAST
    case dumpTyped
    /// `--snapshot`, and `--check-snapshot FILE` (docs/snapshots.md).
    case snapshot

    /// Modes that lay previews out (and so measure text with `--font`).
    public var laysOut: Bool {
      switch self {
      case .frames, .tree, .svg, .html, .explain, .snapshot: true
      default: false
      }
    }

    /// The option that selects this mode, as the user types it.
    public var flag: String {
      switch self {
      case .types: "--types"
      case .frames: "--frames"
      case .tree: "--tree"
      case .svg: "--svg"
      case .html: "--html"
      case .lint: "--lint"
      case .identities: "--identities"
      case .dependencies: "--dependencies"
      case .explain: "--explain"
      case .dumpAST: "--dump-ast"
      case .dumpTyped: "--dump-typed"
      case .snapshot: "--snapshot"
      }
    }
  }

  /// The SwiftUI interface to reproduce. Raw values are the `--sdk` spellings and match
  /// `LayoutcCatalog.SDK`'s, so the pipeline converts with `SDK(rawValue:)`.
  public enum SDKName: String, Sendable, Equatable, CaseIterable {
    case ios13, ios17
  }

  /// A proposed root size in points (`--size 390x844`).
  public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// A `name=value` pair of `--set` or `--against`: a state property and the value to give it.
  /// The value is kept as written; the evaluator parses it against the property's type.
  public struct Assignment: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public var action: Action = .compile
  public var mode: Mode = .types
  /// Files, directories and `-`, in the order given.
  public var inputs: [String] = []
  public var sdk: SDKName = .ios17
  /// `-D NAME`: custom conditions that hold in `#if` (LayoutcSyntax.BuildConfiguration).
  public var customConditions: [String] = []
  /// The build configuration `#if DEBUG` follows (`--configuration`).
  public var configuration: Configuration = .debug

  /// Xcode's two configurations: Debug, the one previews are built in, defines `DEBUG` (the
  /// project templates' `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`, and `swift build`'s
  /// debug configuration passes `-DDEBUG` too); Release defines nothing.
  public enum Configuration: String, Sendable, Equatable, CaseIterable {
    case debug, release
  }
  /// Nil: the preview's traits decide, else the pipeline's default device size.
  public var size: Size?
  /// `--jobs`: modules compiled in parallel; nil is one per core.
  public var jobs: Int?
  /// The cores a run may keep busy at once: `--jobs`, but no more than the machine has.
  var coresInUse: Int {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return max(1, min(jobs ?? cores, cores))
  }
  /// Nil: the pipeline's default display scale.
  public var scale: Double?
  public var rightToLeft = false
  /// `--appearance`: the light or dark appearance of previews that do not prefer one.
  public var appearance = Appearance.light
  /// `--now`: "now" for `Date()`, `.now` and relative date styles, seconds since 1970.
  public var now = Evaluator.defaultNow
  /// `--set`, in order; a later assignment to the same name wins (the evaluator decides).
  public var assignments: [Assignment] = []
  /// `--against`: the second state of an identity or dependency diff.
  public var againstAssignments: [Assignment] = []
  public var preview: String?
  public var view: String?
  public var format: DiagnosticFormat = .text
  /// `-o`: where the output goes; nil for standard output.
  public var outputPath: String?
  /// `--strict`: warnings are errors (and every input is strict, `inputStrictness`).
  public var strict = false
  /// `--strict` or `--tolerant`: how every input's names are read (`Strictness`); nil leaves
  /// each file its extension's default (`.swift` tolerant, specs strict).
  public var inputStrictness: Strictness?
  /// Types printed over several indented lines.
  public var pretty = false
  /// Every assumption note in text output, not only each module's summary.
  public var verbose = false
  /// `--compact`: JSON outputs without indentation or newlines, one document per line.
  public var compact = false
  /// `--follow-links`: symbolic links in a folder named on the command line are followed even
  /// when they lead outside it (`FolderBoundary`).
  public var followsLinks = false
  /// `--no-color`; colour also needs a terminal and no NO_COLOR (see `ProcessEnvironment`).
  public var noColor = false
  /// `--config`: the lint configuration file (else `.layoutc.json` found from the inputs up).
  public var configPath: String?
  /// `--baseline`: findings to accept; `--write-baseline`: where to record current findings.
  public var baselinePath: String?
  public var writeBaselinePath: String?
  /// `--font`: the regular face (a file) or a family folder; `--font-bold`: the bold face.
  public var fontPath: String?
  public var boldFontPath: String?
  /// `--svg-labels`: label every frame in the SVG with its type and size.
  public var svgLabels = false
  /// `--check-snapshot`: the snapshot to compare the layout with; `--update` rewrites it.
  public var checkSnapshotPath: String?
  public var updateSnapshot = false
  /// `--base-path`: the folder SARIF, GitHub and snapshot paths are relative to (else the git
  /// repository's top level, `RepositoryRoot`).
  public var basePath: String?
  /// `--device`: the window of a preview without a fixed size (and the page's first choice);
  /// nil is the default device of the module's platform (`PreviewDevice.default(for:)`).
  public var device: PreviewDevice?
  /// `--platform`: the platform every module is built for (`#if os()`, the preview window);
  /// nil lets each target's project say (`FolderModules`), else iOS.
  public var platform: Platform?
  /// `--watch`: compile again whenever an input changes (`Watch`).
  public var watch = false

  public init() {}
}
