/// A line diff for failure messages: lines only in the expected text start with `-`, lines
/// only in the actual text with `+` (a longest-common-subsequence diff).
public enum TextDiff {
  public static func diff(expected: String, actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let n = a.count, m = b.count
    guard n * m < 4_000_000 else { return "(outputs too large to diff: \(n) vs \(m) lines)" }
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var out: [String] = []
    var i = 0, j = 0
    while i < n || j < m {
      if i < n && j < m && a[i] == b[j] {
        out.append("  " + a[i]); i += 1; j += 1
      } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
        out.append("+ " + b[j]); j += 1
      } else {
        out.append("- " + a[i]); i += 1
      }
    }
    return out.joined(separator: "\n")
  }
}
