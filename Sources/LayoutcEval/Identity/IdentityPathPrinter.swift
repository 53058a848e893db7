/// Prints many identity paths in a row, reusing what the previous path had in common with the
/// next: the lowering prints the path of every instance in tree order, where each path extends or
/// shares a long prefix with the one before (10-20 components deep in list cells), so printing
/// each from scratch cost a third of the lowering. Output is exactly `IdentityPath.description`.
public struct IdentityPathPrinter {
  private var components: [IdentityPath.Component] = []
  private var bytes: [UInt8] = []
  /// `ends[k]`: the length of `bytes` once components 0...k are written.
  private var ends: [Int] = []

  public init() {}

  public mutating func description(of path: IdentityPath) -> String {
    let next = path.components
    var shared = 0
    let limit = min(components.count, next.count)
    while shared < limit && components[shared] == next[shared] { shared += 1 }
    components.removeSubrange(shared...)
    ends.removeSubrange(shared...)
    bytes.removeSubrange((shared == 0 ? 0 : ends[shared - 1])...)
    for c in next[shared...] {
      IdentityPath.write(c, into: &bytes)
      components.append(c)
      ends.append(bytes.count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
