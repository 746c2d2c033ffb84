import Foundation
import SwiftParser
import SwiftSyntax

/// Syntax trees by the exact bytes they were parsed from, for a command that
/// scans the same files several times (`fix` scans the project before, after
/// each screen's edits, and at the end): a file that did not change is parsed
/// once. Trees are immutable and keyed by content, so a hit is exactly what
/// parsing again would give. Holds at most `byteBudget` bytes of source (a
/// tree takes about 90 bytes of memory per byte). Safe to share between threads.
public final class SyntaxTreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [[UInt8]: SourceFileSyntax] = [:]
    private var bytesLeft: Int

    public init(byteBudget: Int = 4 << 20) {
        bytesLeft = byteBudget
    }

    /// The tree of `bytes`, parsed now unless a tree of the same bytes is kept.
    public func tree(of bytes: [UInt8]) -> SourceFileSyntax {
        if let known = lock.withLock({ trees[bytes] }) { return known }
        let tree = Self.parse(bytes)
        lock.withLock {
            if bytes.count <= bytesLeft, trees[bytes] == nil {
                trees[bytes] = tree
                bytesLeft -= bytes.count
            }
        }
        return tree
    }

    /// Parses `bytes` without a cache (the one way every scan parses a file).
    static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }
}
