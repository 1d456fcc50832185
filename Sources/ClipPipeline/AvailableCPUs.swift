import Foundation

/// The CPUs this process may use: the smallest of the online cores, the affinity mask
/// (`taskset`, `sched_setaffinity`, a Slurm or Kubernetes CPU set) and the cgroup CPU quota
/// (v2 `cpu.max`, v1 `cpu.cfs_quota_us` / `cpu.cfs_period_us`, on the process's cgroup and each of
/// its ancestors; a quota of 1.5 CPUs counts as 2). `ProcessInfo.activeProcessorCount` reports
/// every core of the machine under all of these, so a 2-CPU pod on a 64-core node would start 64
/// render workers per clip.
package enum AvailableCPUs {
    /// Computed once per process.
    package static let count: Int = compute(
        online: ProcessInfo.processInfo.activeProcessorCount, affinity: affinityCount(), cgroupQuota: cgroupQuota())

    /// The smallest of the limits known (never below 1).
    package static func compute(online: Int, affinity: Int?, cgroupQuota: Double?) -> Int {
        var n = max(1, online)
        if let affinity, affinity > 0 { n = min(n, affinity) }
        if let cgroupQuota, cgroupQuota > 0 { n = min(n, max(1, Int(cgroupQuota.rounded(.up)))) }
        return n
    }

    /// CPUs in the process's affinity mask (`sched_getaffinity`), nil when it cannot be read.
    ///
    /// Looked up with `dlsym`: Swift's Glibc module does not declare it (it is a `_GNU_SOURCE` call).
    package static func affinityCount() -> Int? {
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return nil }
        let call = unsafeBitCast(symbol, to: GetAffinity.self)
        // 8192 CPUs' worth of mask (glibc's cpu_set_t holds 1024; the kernel may have more).
        var mask = [UInt8](repeating: 0, count: 1024)
        let ok = mask.withUnsafeMutableBytes { call(0, $0.count, $0.baseAddress!) } == 0
        let bits = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        return ok && bits > 0 ? bits : nil
    }

    /// The tightest CPU quota (in CPUs) over the process's cgroups and their ancestors, nil for none.
    /// `root` is where the cgroup file systems are mounted; `selfCgroup` the text of `/proc/self/cgroup`.
    package static func cgroupQuota(root: String = "/sys/fs/cgroup", selfCgroup: String? = nil) -> Double? {
        let text = selfCgroup ?? ((try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? "")
        var best: Double?
        func take(_ q: Double?) { if let q, q > 0 { best = min(best ?? q, q) } }
        for line in text.split(separator: "\n") {
            // hierarchy-id:controllers:path ("0::/path" on v2).
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",").map(String.init)
            let path = String(parts[2])
            if parts[0] == "0" && controllers.isEmpty {
                // A hybrid system mounts v2 at `unified` beside the v1 hierarchies.
                for mount in [root, root + "/unified"] {
                    for dir in ancestors(mount, path) { take(quotaV2(dir + "/cpu.max")) }
                }
            } else if controllers.contains("cpu") {
                for mount in [parts[1], "cpu", "cpu,cpuacct", "cpuacct,cpu"].map({ root + "/" + $0 }) {
                    for dir in ancestors(mount, path) { take(quotaV1(dir)) }
                }
            }
        }
        return best
    }

    /// `base + path` and each of its parents up to `base` (in a container the cgroup mount is often
    /// the container's own cgroup, so the path from `/proc/self/cgroup` may not exist under it).
    static func ancestors(_ base: String, _ path: String) -> [String] {
        // Typed steps: as one untyped chain this line took 0.4 s to type-check.
        let components: [String] = path.split(separator: "/").map(String.init)
        var parts = components.filter { (c: String) -> Bool in c != ".." && c != "." }
        var out: [String] = []
        while true {
            out.append(([base] + parts).joined(separator: "/"))
            if parts.isEmpty { return out }
            parts.removeLast()
        }
    }

    /// `cpu.max`: "QUOTA PERIOD" or "max PERIOD".
    static func quotaV2(_ file: String) -> Double? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let f = text.split(whereSeparator: \.isWhitespace)
        guard f.count >= 2, let q = Double(f[0]), let p = Double(f[1]), q > 0, p > 0 else { return nil }
        return q / p
    }

    /// `cpu.cfs_quota_us` (-1: none) over `cpu.cfs_period_us`.
    static func quotaV1(_ dir: String) -> Double? {
        func number(_ name: String) -> Double? {
            (try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)).flatMap {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        guard let q = number("cpu.cfs_quota_us"), let p = number("cpu.cfs_period_us"), q > 0, p > 0 else { return nil }
        return q / p
    }
}
