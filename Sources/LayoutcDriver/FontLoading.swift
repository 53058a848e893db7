import Foundation
import LayoutcSource
import LayoutcText

/// `--font PATH` and `--font-bold PATH`: the faces text is measured with, read from files the
/// user names (the driver is the only module that touches the file system; `LayoutcText` parses
/// the bytes). Without them, the bundled Inter (docs/text.md).
///
/// - `--font FILE` is the regular face; `--font-bold FILE` the face for semibold and heavier
///   weights (`FontFamily.face(for:)` picks it for `.headline`, `.bold()`, `.fontWeight(.bold)`).
/// - `--font FOLDER` reads every `.otf`, `.ttf` and `.ttc` directly inside it, except italic and
///   oblique files (by name), and takes the face whose `OS/2` weight class is closest to 400 as
///   regular, a 600 one as semibold and a 700 one as bold; `--font-bold` still wins for bold.
///   A family folder as fonts ship (`SF-Pro-Text-Regular.otf`, `…-Semibold.otf`, `…-Bold.otf`).
/// - A file that cannot be read, or is not a font `LayoutcText` can read, is one error line
///   naming the file and the reason; layoutc then stops with exit status 2.
enum FontLoading {
  static let fontExtensions: Set<String> = ["otf", "ttf", "ttc"]
  /// A font file larger than this is refused: the largest CJK families are ~30 MiB.
  static let sizeLimit = 64 * 1024 * 1024

  /// The family for `options`, nil when neither option is given (the caller uses Inter).
  /// `filesRead` are the font files read, which an output path must not name.
  static func family(_ options: Options, workingDirectory: String?) -> (family: FontFamily?, errors: [Diagnostic], filesRead: Set<FileIdentity>) {
    guard options.fontPath != nil || options.boldFontPath != nil else { return (nil, [], []) }
    var errors: [Diagnostic] = []
    var read: Set<FileIdentity> = []
    var regular: Font?
    var semibold: Font?
    var bold: Font?
    if let path = options.fontPath {
      if isDirectory(resolve(path, workingDirectory)) {
        let faces = folder(path, workingDirectory: workingDirectory, errors: &errors, read: &read)
        regular = faces.min { abs($0.weightClass - 400) < abs($1.weightClass - 400) }
        semibold = faces.first { $0.weightClass == 600 }
        bold = faces.first { $0.weightClass == 700 }
      } else {
        regular = load(path, workingDirectory: workingDirectory, errors: &errors, read: &read)
      }
    }
    if let path = options.boldFontPath {
      bold = load(path, workingDirectory: workingDirectory, errors: &errors, read: &read)
    }
    guard errors.isEmpty else { return (nil, errors, read) }
    // Only --font-bold: Inter stays the regular face.
    guard let regular = regular ?? (options.fontPath == nil ? BundledFonts.interRegular : nil) else {
      return (nil, errors, read)
    }
    return (FontFamily(regular: regular, semibold: semibold, bold: bold), [], read)
  }

  /// Every usable face in a folder, in name order.
  private static func folder(_ path: String, workingDirectory: String?, errors: inout [Diagnostic], read: inout Set<FileIdentity>) -> [Font] {
    let full = resolve(path, workingDirectory)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).filter {
      let lower = $0.lowercased()
      return !$0.hasPrefix(".") && fontExtensions.contains((lower as NSString).pathExtension)
        && !lower.contains("italic") && !lower.contains("oblique")
    }.sorted()
    guard !names.isEmpty else {
      errors.append(DriverDiagnostics.noFontsInDirectory(path))
      return []
    }
    let separator = path.hasSuffix("/") ? "" : "/"
    return names.compactMap { load(path + separator + $0, workingDirectory: workingDirectory, errors: &errors, read: &read) }
  }

  private static func load(_ path: String, workingDirectory: String?, errors: inout [Diagnostic], read: inout Set<FileIdentity>) -> Font? {
    let bytes: [UInt8]
    switch Inputs.readFile(resolve(path, workingDirectory), limit: sizeLimit + 1) {
    case .success(let contents):
      bytes = contents.bytes
      read.insert(contents.identity)
    case .failure(let e) where e.code == ENOENT:
      errors.append(DriverDiagnostics.noSuchFile(path))
      return nil
    case .failure(let e):
      errors.append(DriverDiagnostics.unreadable(path, reason: e.reason))
      return nil
    }
    guard bytes.count <= sizeLimit else {
      errors.append(DriverDiagnostics.fileTooLarge(path, limit: sizeLimit))
      return nil
    }
    do {
      return try Font(bytes: bytes)
    } catch let error as FontError {
      errors.append(DriverDiagnostics.invalidFont(path, reason: error.description))
    } catch {
      errors.append(DriverDiagnostics.invalidFont(path, reason: "\(error)"))
    }
    return nil
  }

  private static func resolve(_ path: String, _ workingDirectory: String?) -> String {
    guard let wd = workingDirectory, !path.hasPrefix("/") else { return path }
    return wd + "/" + path
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }
}
