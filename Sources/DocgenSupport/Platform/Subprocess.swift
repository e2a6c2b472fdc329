import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion, capturing standard output and error together. The program
/// gets a temporary folder of its own as `TMPDIR`, removed when it ends: the Swift driver
/// leaves an empty `TemporaryDirectory.*` folder behind on every run, even of `--version`.
package enum Subprocess {
    package struct Result {
        package var status: Int32
        package var output: String
    }

    private static let spawning = Locked(())

    package static func run(_ executable: String, _ arguments: [String]) -> Result {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-subprocess-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        if (try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)) != nil {
            environment["TMPDIR"] = temporary.path
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        func failure(_ code: Int32) -> Result {
            Result(status: -1, output: "cannot run \(executable): \(String(cString: strerror(code)))")
        }
        var pipe: [Int32] = [0, 0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // No input; output and errors into the pipe (dup2 leaves the copies open across exec).
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        // One spawn at a time from the pipe's creation on: a program started meanwhile by
        // another thread would inherit the pipe's writing end and keep it open.
        let spawned = spawning.withLockHeld { () -> Int32 in
            guard Glibc.pipe(&pipe) == 0 else { return errno }
            for fd in pipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
            close(pipe[1])
            if spawned != 0 { close(pipe[0]) }
            return spawned
        }
        guard spawned == 0 else { return failure(spawned) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if n > 0 { output += chunk[..<n]; continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The exit code, or the number of the signal that ended it (as Foundation's Process).
        let signal = status & 0x7F
        return Result(status: signal == 0 ? (status >> 8) & 0xFF : signal, output: String(decoding: output, as: UTF8.self))
    }
}
