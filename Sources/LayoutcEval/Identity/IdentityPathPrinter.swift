/// Prints many identity paths in a row, reusing what the previous path had in common with the
/// next: the lowering prints the path of every instance in tree order, where each path extends or
/// shares a long prefix with the one before (10-20 components deep in list cells), so printing
/// each from scratch cost a third of the lowering. Output is exactly `IdentityPath.description`.
/// The shared prefix is found by node identity (paths share their prefix nodes), walking up only
/// the new part of the next path.
public struct IdentityPathPrinter {
  private var nodes: [IdentityPath.Node] = []
  private var bytes: [UInt8] = []
  /// `ends[k]`: the length of `bytes` once components 0...k are written.
  private var ends: [Int] = []

  /// The nodes of the next path not printed before, reused from path to path.
  private var fresh: [IdentityPath.Node] = []

  public init() {}

  public mutating func description(of path: IdentityPath) -> String {
    print(path)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `description(of:)` as UTF-8 bytes lent to `body`: a renderer copies them into its output
  /// without a String made (and its bytes checked) for every node.
  public mutating func withDescription<R>(of path: IdentityPath, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    print(path)
    return bytes.withUnsafeBufferPointer(body)
  }

  /// Leaves `path`'s description in `bytes`.
  private mutating func print(_ path: IdentityPath) {
    fresh.removeAll(keepingCapacity: true)
    var node = path.last
    while let n = node, !(n.count <= nodes.count && nodes[n.count - 1] === n) {
      fresh.append(n)
      node = n.parent
    }
    let shared = node?.count ?? 0
    nodes.removeSubrange(shared...)
    ends.removeSubrange(shared...)
    bytes.removeSubrange((shared == 0 ? 0 : ends[shared - 1])...)
    for n in fresh.reversed() {
      IdentityPath.write(n.component, into: &bytes)
      nodes.append(n)
      ends.append(bytes.count)
    }
  }
}
