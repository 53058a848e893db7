import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The heap the stages' thread is about to use, faulted in on another core as the stages take it.
///
/// A `--frames` run on 100,000 views spends 0.2–0.3 s of its ~1.1 s in the kernel, handing out
/// the heap a 4 KiB page at a time on first touch (~120,000 faults; docs/performance.md, "What is
/// left"), all on the one thread that runs the stages while the second core waits. The memory a
/// run needs cannot be told in advance (a `ForEach` of 1 KB of source lays out 423 MB), so
/// nothing is faulted in on a guess: the prefaulter follows the heap as the stages take it.
///
/// How: the stages' thread allocates `blocks` of `blockSize` bytes and frees them at once. glibc
/// keeps freed heap (the executable raises its trim threshold; `main.swift`), so the stages'
/// next allocations are carved from these blocks, from the start of each run of adjacent blocks
/// onwards. A helper thread watches, with `mincore`, a few pages at the start of each block the
/// stages have not reached: once they touch them, it faults the rest of that block and of the
/// next `lead` blocks in with `madvise(MADV_POPULATE_WRITE)`, which maps pages writable without
/// changing their contents, so it is harmless whoever owns the memory by then (and fails on an
/// unmapped range). The cost is memory faulted in and never used: up to `lead` blocks in each
/// run the stages leave (they move between runs as glibc picks the best-fitting free space):
/// peak memory of `--frames` on 100,000 views +55 MiB, for 0.1–0.2 s of its ~1 s
/// (docs/performance.md, "27 November 2026: the first touch of the heap").
///
/// Only the executable asks for it (`Driver.run(prefaultsHeap: true)`), and only for one large
/// input (`wanted(files:folders:)`): a folder of files is compiled on every core already, and a
/// small spec has nothing to gain. On other systems, or a kernel without `MADV_POPULATE_WRITE`
/// (Linux 5.14), it does nothing.
final class HeapPrefaulter: @unchecked Sendable {
  /// A little under 8 MiB, so that eight blocks and glibc's bookkeeping fill one of its 64 MiB
  /// heaps: a heap's tail past whole blocks was memory the helper never followed.
  static let blockSize = (8 << 20) - (4 << 10)
  /// 1 GiB of address space: a `--frames` run on 100,000 views takes ~500 MB.
  static let blocks = 128
  /// Blocks faulted in ahead of the one the stages are in.
  static let lead = 2
  /// How often the helper looks, in microseconds: the stages take a block in ~15 ms.
  static let interval: UInt32 = 500
  /// Inputs smaller than this are not worth a thread.
  static let minimumInput = 256 << 10

  // `@unchecked Sendable`: `stopped` and `finished` are read and written with `condition`
  // locked; `starts` is written before the helper starts and only read afterwards.
  private let condition = NSCondition()
  private var stopped = false
  private var finished = false
  /// The blocks' addresses, ascending.
  private let starts: [UInt]

  /// Whether a run on these inputs is worth it: named files only (no folders), together at
  /// least `minimumInput` bytes, and a core to spare (`cores`: those the run may use).
  static func wanted(files: [Int], folders: Int, cores: Int) -> Bool {
    folders == 0 && cores > 1 && files.reduce(0, +) >= minimumInput
  }

  /// Reserves the blocks on the calling thread (the stages' own heap) and starts the helper;
  /// nil where the system has no way to do it, or where the process's address space or data is
  /// limited (`ulimit -v`, `-d`): the reserve counts against both while it is unused, and could
  /// make an allocation fail that would have fitted without it.
  static func start() -> HeapPrefaulter? {
    #if canImport(Glibc)
      for resource in [RLIMIT_AS, RLIMIT_DATA] {
        var limit = rlimit()
        // Unlimited is RLIM_INFINITY, all ones (the C macro does not import as unsigned).
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur == rlim_t.max else {
          return nil
        }
      }
      var addresses: [UInt] = []
      addresses.reserveCapacity(blocks)
      for _ in 0..<blocks {
        guard let block = malloc(blockSize) else { break }
        addresses.append(UInt(bitPattern: block))
      }
      for address in addresses { free(UnsafeMutableRawPointer(bitPattern: address)) }
      guard !addresses.isEmpty else { return nil }
      let prefaulter = HeapPrefaulter(starts: addresses.sorted())
      let thread = Thread { prefaulter.follow() }
      thread.start()
      return prefaulter
    #else
      return nil
    #endif
  }

  private init(starts: [UInt]) { self.starts = starts }

  /// Stops the helper and waits for it (it may be in the middle of faulting a block in).
  func stop() {
    condition.lock()
    stopped = true
    while !finished { condition.wait() }
    condition.unlock()
  }

  private var isStopped: Bool {
    condition.lock()
    defer { condition.unlock() }
    return stopped
  }

  private func follow() {
    defer {
      condition.lock()
      finished = true
      condition.broadcast()
      condition.unlock()
    }
    #if canImport(Glibc)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      // A block's first whole page is left alone (glibc writes its bookkeeping there when the
      // blocks are freed); the next `tripwire` pages are not faulted in, so that `mincore`
      // shows when the stages reach the block; the rest is what is faulted in ahead.
      let tripwire = 16
      let firstPage = { (index: Int) in (Int(bitPattern: self.starts[index]) + 2 * page - 1) & ~(page - 1) }
      let restStart = { (index: Int) in firstPage(index) + tripwire * page }
      let restLength = Self.blockSize - (tripwire + 2) * page
      // A block begins a run when the one before it is not right before it in memory.
      let beginsRun = starts.indices.map { i in i == 0 || starts[i] - starts[i - 1] > UInt(Self.blockSize + 64) }
      var reached = [Bool](repeating: false, count: starts.count)
      var faulted = [Bool](repeating: false, count: starts.count)
      var residency = [UInt8](repeating: 0, count: tripwire)
      while !isStopped {
        // Every block not reached yet: the stages may enter a run anywhere, and may first touch
        // a block past its first pages (an array laid across two blocks, copied in one go).
        for i in starts.indices where !reached[i] {
          guard mincore(UnsafeMutableRawPointer(bitPattern: firstPage(i)), tripwire * page, &residency) == 0,
            residency.contains(where: { $0 & 1 != 0 })
          else { continue }
          reached[i] = true
          for j in i..<min(i + 1 + Self.lead, starts.count) {
            if j > i && beginsRun[j] { break }
            if faulted[j] { continue }
            faulted[j] = true
            // MADV_POPULATE_WRITE (23; Linux 5.14): unknown to an older kernel, then stop.
            if madvise(UnsafeMutableRawPointer(bitPattern: restStart(j)), restLength, 23) != 0 && errno == EINVAL { return }
          }
        }
        usleep(Self.interval)
      }
    #endif
  }
}
