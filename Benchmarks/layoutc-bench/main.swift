import Foundation
import LayoutEngine
import LayoutcCatalog
import LayoutcDriver
import LayoutcEmit
import LayoutcEval
import LayoutcLowering
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

// layoutc-bench: the `--frames` pipeline of layoutc, one stage at a time, each timed.
//
//     layoutc-bench SPEC.ui [RUNS]
//
// prints one line per stage (parse, type, evaluate, lower, layout, emit) with the median
// wall time over RUNS runs (default 5), then the sizes that time is divided by: instances
// evaluated, layout nodes, output bytes. benchmarks/run.sh reads it to set layoutc's layout
// phase against Yoga's `YGNodeCalculateLayout` on the same tree, which the whole-process
// time of `layoutc --frames` cannot do: it includes everything else.
//
// It calls the same library entry points as `Compilation` and `LayoutModes` in the driver,
// on the first `#Preview` (else ContentView), at the default device, with the default state;
// a spec with errors is reported and not timed. Not part of the tests: nothing here is run by
// `swift test`.

/// The median of a run's timings, in milliseconds.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Runs `body` and returns its result with the seconds it took (monotonic clock).
func timed<T>(_ body: () -> T) -> (T, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let value = body()
  return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

/// CPU seconds this thread has run: the layout's cost without the time other processes on
/// the shared cores stretch its wall time by.
func threadCPUSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// One run of every stage: its timings by stage, and the sizes of what the stages made.
struct StageRun {
  var seconds: [String: Double] = [:]
  var instances = 0
  var nodes = 0
  var outputBytes = 0
  /// The layout stage's CPU time (`threadCPUSeconds`), printed as `layout_cpu`.
  var layoutCPUSeconds = 0.0
  /// The engine's own counters: sizing rules run, answers from its cache, placements computed.
  var statistics = LayoutStatistics()
}

enum BenchError: Error, CustomStringConvertible {
  case compile(String)
  var description: String { switch self { case .compile(let m): return m } }
}

let stages = ["parse", "type", "evaluate", "lower", "layout", "emit"]

func runStages(_ file: SourceFile) throws -> StageRun {
  var run = StageRun()
  let ((tree, parseErrors), parse) = timed { Parser.parse(file) }
  run.seconds["parse"] = parse
  guard parseErrors.isEmpty else { throw BenchError.compile("parse: \(parseErrors[0].message)") }
  let (sema, type) = timed { Sema.check([tree], sdk: .ios17) }
  run.seconds["type"] = type
  if let e = sema.diagnostics.first(where: { $0.severity == .error }) { throw BenchError.compile("type: \(e.message)") }
  let preview = sema.model.previews.first
  let view = sema.model.views["ContentView"] ?? sema.model.viewOrder.last.flatMap { sema.model.views[$0] }
  guard preview != nil || view != nil else { throw BenchError.compile("no #Preview and no view") }
  let evaluator = Evaluator(sema: sema)
  let (instances, evaluate) = timed { preview.map(evaluator.evaluate(preview:)) ?? evaluator.evaluate(view: view!) }
  run.seconds["evaluate"] = evaluate
  if let e = evaluator.diagnostics.first(where: { $0.severity == .error }) { throw BenchError.compile("evaluate: \(e.message)") }
  for i in instances.instances { i.walk { _, _ in run.instances += 1 } }
  let runner = GuideRunner(evaluator: evaluator, alignments: sema.model.alignments)
  let (lowered, lower) = timed { Lowering(model: sema.model, guides: runner, sources: [file.path: file]).lower(instances) }
  run.seconds["lower"] = lower
  run.nodes = lowered.tree.count
  let window = PreviewRoot.resolve(
    name: instances.name, traits: instances.preview?.traits, size: nil, scale: nil, rightToLeft: false)
  let layoutCPUStart = threadCPUSeconds()
  let (result, layout) = timed { window.layout(lowered) }
  run.layoutCPUSeconds = threadCPUSeconds() - layoutCPUStart
  run.seconds["layout"] = layout
  run.statistics = result.statistics
  // Bytes, as the driver writes them (`render`'s String would add a UTF-8 validation pass).
  let (json, emit) = timed { FramesJSON.renderBytes([LaidOutPreview(root: window, lowered: lowered, result: result)]) }
  run.seconds["emit"] = emit
  run.outputBytes = json.count
  return run
}

func main() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  guard let path = arguments.first, arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: layoutc-bench SPEC.ui [RUNS]\n".utf8))
    return 2
  }
  let runs = max(1, arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5)
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("layoutc-bench: cannot read '\(path)'\n".utf8))
    return 2
  }
  let file = SourceFile(path: path, bytes: [UInt8](data))
  var all: [StageRun] = []
  do {
    for _ in 0..<runs { all.append(try runStages(file)) }
  } catch {
    FileHandle.standardError.write(Data("layoutc-bench: \(path): \(error)\n".utf8))
    return 1
  }
  var report = ""
  for stage in stages {
    report += "\(stage) \(String(format: "%.3f", median(all.map { $0.seconds[stage] ?? 0 }) * 1000)) ms\n"
  }
  report += "layout_cpu \(String(format: "%.3f", median(all.map(\.layoutCPUSeconds)) * 1000)) ms\n"
  report += "total \(String(format: "%.3f", median(all.map { $0.seconds.values.reduce(0, +) }) * 1000)) ms\n"
  let first = all[0]
  report += "instances \(first.instances)\nnodes \(first.nodes)\noutput_bytes \(first.outputBytes)\n"
  report += "size_evaluations \(first.statistics.sizeEvaluations)\ncache_hits \(first.statistics.cacheHits)\n"
  report += "answers_without_cache \(first.statistics.answersWithoutCache)\n"
  report += "placement_evaluations \(first.statistics.placementEvaluations)\n"
  print(report, terminator: "")
  return 0
}

// The stages recurse as deep as the spec nests; the driver runs them on a large stack too.
let status = Driver.onLargeStack(main)
exit(status)
