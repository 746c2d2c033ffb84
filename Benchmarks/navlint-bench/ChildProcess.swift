import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to its end and reports what it cost: wall and CPU time and peak resident memory
/// (the kernel's `ru_maxrss` of that child alone, which a run inside the benchmark's own process
/// could not separate from what the benchmark itself holds).
struct ChildProcess {
    var seconds: Double
    /// User and system time of the child: steadier than wall time on a busy machine.
    var cpuSeconds: Double
    var peakResidentMB: Double
    var status: Int32

    static func run(_ executable: String, _ arguments: [String]) -> ChildProcess {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now()
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return ChildProcess(seconds: 0, cpuSeconds: 0, peakResidentMB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let exited = status & 0x7f == 0
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return ChildProcess(
            seconds: seconds, cpuSeconds: cpu, peakResidentMB: Double(usage.ru_maxrss) / 1024,
            status: exited ? (status >> 8) & 0xff : -1)
    }
}

/// User and system time this process has used so far.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
}
