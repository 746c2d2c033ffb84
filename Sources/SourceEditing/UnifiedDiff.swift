/// A unified diff (`diff -u` format) of two texts, for `--dry-run`: what a
/// fix would change, reviewable before anything is written.
public enum UnifiedDiff {
    /// The diff of `old` and `new` with `context` unchanged lines around each
    /// change, headed by `--- a/PATH` and `+++ b/PATH`; empty when equal.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .keep }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script, cutting it into hunks of changes with context.
        var positions: [(operation: Operation, oldLine: Int, newLine: Int)] = []
        var oldLine = 0
        var newLine = 0
        for operation in script {
            positions.append((operation, oldLine, newLine))
            if operation != .insert { oldLine += 1 }
            if operation != .delete { newLine += 1 }
        }
        var index = 0
        while index < positions.count {
            guard positions[index].operation != .keep else {
                index += 1
                continue
            }
            let start = max(0, index - context)
            var end = index
            // Extend while another change lies within 2 * context lines.
            var lastChange = index
            while end < positions.count {
                if positions[end].operation != .keep { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(positions.count, lastChange + context + 1)
            let hunk = positions[start..<end]
            let oldCount = hunk.filter { $0.operation != .insert }.count
            let newCount = hunk.filter { $0.operation != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.oldLine : hunk.first!.oldLine + 1
            let newStart = newCount == 0 ? hunk.first!.newLine : hunk.first!.newLine + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for entry in hunk {
                switch entry.operation {
                case .keep: output += " " + a[entry.oldLine].text + "\n"
                case .delete: output += "-" + a[entry.oldLine].text + "\n" + a[entry.oldLine].missingNewline
                case .insert: output += "+" + b[entry.newLine].text + "\n" + b[entry.newLine].missingNewline
                }
            }
            index = end
        }
        return output
    }

    private enum Operation { case keep, delete, insert }

    private struct Line: Equatable {
        var text: Substring
        /// `diff`'s marker for a last line without a line break.
        var missingNewline: String
    }

    private static func lines(_ text: String) -> [Line] {
        guard !text.isEmpty else { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { position, part in
            Line(text: part, missingNewline: position == parts.count - 1 && !endsWithNewline ? "\\ No newline at end of file\n" : "")
        }
    }

    /// The shortest edit script (Myers' O(ND) algorithm), as keep/delete/insert steps.
    private static func editScript(_ a: [Line], _ b: [Line]) -> [Operation] {
        let n = a.count, m = b.count, limit = n + m
        var frontier = [Int](repeating: 0, count: 2 * limit + 2)
        var history: [[Int]] = []
        search: for depth in 0...limit {
            history.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let k = diagonal + limit
                var x = (diagonal == -depth || (diagonal != depth && frontier[k - 1] < frontier[k + 1]))
                    ? frontier[k + 1] : frontier[k - 1] + 1
                var y = x - diagonal
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Backtrack through the saved frontiers.
        var script: [Operation] = []
        var x = n, y = m
        for depth in stride(from: history.count - 1, through: 0, by: -1) {
            let saved = history[depth]
            let diagonal = x - y
            let k = diagonal + limit
            let previousDiagonal = (diagonal == -depth || (diagonal != depth && saved[k - 1] < saved[k + 1]))
                ? diagonal + 1 : diagonal - 1
            let previousX = depth == 0 ? 0 : saved[previousDiagonal + limit]
            let previousY = previousX - previousDiagonal
            while x > previousX && y > previousY {
                script.append(.keep)
                x -= 1
                y -= 1
            }
            if depth > 0 {
                script.append(x == previousX ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        return script.reversed()
    }
}
