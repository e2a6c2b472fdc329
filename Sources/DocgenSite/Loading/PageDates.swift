import DocgenSupport
import FoundationEssentials

/// When each page last changed, for "Last updated": the time of the last commit that touched
/// its file when the site is in a git work tree, else (and for a file no commit has) the file's
/// modification time. One `git log` over `content/` gives every page's commit, newest first,
/// however many pages there are.
public struct PageDates: Sendable, Equatable {
    /// Seconds since 1970, by display path (`content/en/flow-events.md`).
    public var seconds: [String: Int]
    /// The display paths whose time is a commit's (the others are file times).
    public var committed: Set<String>
    /// The commit the work tree's HEAD named when they were read; nil outside a repository.
    public var head: String?

    public init(seconds: [String: Int] = [:], committed: Set<String> = [], head: String? = nil) {
        self.seconds = seconds
        self.committed = committed
        self.head = head
    }

    /// The dates of `files` under `root`. Given `previous` dates read at the same HEAD, the
    /// commit times are kept as they were and only the file times are read again: nothing but
    /// a commit (or a checkout, which moves HEAD) changes what `git log` says.
    ///
    /// With `clamp` (`SOURCE_DATE_EPOCH`, the reproducible-builds convention) no date is later
    /// than it: a build of fresh copies of the same files writes the same pages.
    ///
    /// `modified`, when given, holds each file's modification second as its caller stat'ed it
    /// (by position in `files`; nil where it could not): the files are not stat'ed again.
    public static func read(root: URL, files: [ContentFile], previous: PageDates? = nil, clamp: Int? = nil,
                            modified: [Int?]? = nil) -> PageDates {
        let head = GitWorkTree(containing: root.path).flatMap { $0.head() }
        var dates = PageDates(head: head)
        if let head {
            if let previous, previous.head == head {
                for (path, time) in previous.seconds where previous.committed.contains(path) {
                    dates.seconds[path] = time
                    dates.committed.insert(path)
                }
            } else {
                for (path, time) in commitTimes(root: root) {
                    dates.seconds[path] = time
                    dates.committed.insert(path)
                }
            }
        }
        for (i, file) in files.enumerated() where !dates.committed.contains(file.displayPath) {
            let time = modified.map { i < $0.count ? $0[i] : nil } ?? FileSystem.modificationTime(file.absolutePath)
            if let time { dates.seconds[file.displayPath] = time }
        }
        // Only the files asked for: a deleted page's commit is no one's date.
        let wanted = Set(files.map(\.displayPath))
        dates.seconds = dates.seconds.filter { wanted.contains($0.key) }
        if let clamp { dates.seconds = dates.seconds.mapValues { min($0, clamp) } }
        dates.committed.formIntersection(wanted)
        return dates
    }

    /// The last commit time of every file under `content/` that a commit touched, by path from
    /// `root`; empty when git cannot say (not installed, a shallow or broken repository).
    static func commitTimes(root: URL) -> [String: Int] {
        guard let git = Self.git else { return [:] }
        let result = Subprocess.run(git, ["-c", "core.quotepath=off", "-C", root.path, "log", "--format=%x1e%ct", "--name-only",
                                          "--no-renames", "--relative", "--", ContentTree.folderName])
        guard result.status == 0 else { return [:] }
        var times: [String: Int] = [:]
        for commit in result.output.split(separator: "\u{1E}") {
            var lines = commit.split(separator: "\n")[...]
            guard let first = lines.popFirst(), let time = Int(first) else { continue }
            for path in lines where !path.isEmpty && times[String(path)] == nil { times[String(path)] = time }
        }
        return times
    }

    /// `git` on PATH, found once.
    private static let git: String? = {
        let path = ProcessCalls.environment("PATH") ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileSystem.exists("\(folder)/git") { return "\(folder)/git" }
        return nil
    }()

    /// `seconds` as a day in UTC: (year, month 1–12, day 1–31).
    public static func day(_ seconds: Int) -> (year: Int, month: Int, day: Int) {
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = (seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// The git work tree around a folder, read from its files (no process): where HEAD points.
struct GitWorkTree {
    /// The repository folder (`.git`, or a linked work tree's folder inside it).
    let gitFolder: String

    init?(containing folder: String) {
        var current = folder
        while true {
            let dotGit = current + "/.git"
            if let text = try? String(contentsOfFile: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") {
                let target = String(text.dropFirst("gitdir:".count)).trimmingWhitespace
                gitFolder = target.hasPrefix("/") ? target : current + "/" + target
                return
            }
            if FileSystem.exists(dotGit + "/HEAD") {
                gitFolder = dotGit
                return
            }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
            if current == "/" && FileSystem.exists("/.git/HEAD") == false { return nil }
        }
    }

    /// The commit HEAD names, or the text of HEAD when it cannot be followed (still a fingerprint).
    func head() -> String? {
        guard let head = try? String(contentsOfFile: gitFolder + "/HEAD", encoding: .utf8) else { return nil }
        let text = head.trimmingWhitespace
        guard text.hasPrefix("ref:") else { return text }
        let ref = String(text.dropFirst(4)).trimmingWhitespace
        // A linked work tree keeps its refs in the common folder.
        var common = gitFolder
        if let relative = try? String(contentsOfFile: gitFolder + "/commondir", encoding: .utf8) {
            let path = relative.trimmingWhitespace
            common = path.hasPrefix("/") ? path : gitFolder + "/" + path
        }
        for folder in [gitFolder, common] {
            if let id = try? String(contentsOfFile: folder + "/" + ref, encoding: .utf8) {
                return id.trimmingWhitespace
            }
        }
        if let packed = try? String(contentsOfFile: common + "/packed-refs", encoding: .utf8) {
            for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
                return String(line.prefix { $0 != " " })
            }
        }
        return text
    }
}
