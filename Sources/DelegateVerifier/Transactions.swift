import SwiftSyntax

/// A `CATransaction`: the completion block set in it and how long the
/// longest animation begun in it after that runs.
///
/// Core Animation's semantics, as UIKit apps use them: `begin()` opens a
/// transaction (nested in the open one), `setCompletionBlock { }` gives the
/// innermost open transaction its block (outside any, the implicit
/// transaction of the run-loop turn, committed once the callback returned),
/// and `commit()` closes it: the block then runs on the main queue once the
/// animations added to the transaction after it was set have ended — the
/// `UIView.animate` calls made inside it, or the one whose `animations`
/// closure opened it — as `UIView.animate`'s own completion runs
/// (`runAnimation`), at once when there are none. Layer animations
/// (`layer.add(_:forKey:)`) and property animators are not counted: their
/// layout is their end state already. The other class methods
/// (`setAnimationDuration`, `setDisableActions`, `flush`, ...) change only
/// how the change looks, and are no-ops.
final class Transaction {
    /// The block to run once the transaction's animations end.
    var completion: Value?
    /// Seconds the longest animation added after `setCompletionBlock` runs.
    var longest: Double
    /// Where the block was set.
    var completionSetAt: Syntax?
    /// The run-loop turn's own, committed when the callback has returned.
    let isImplicit: Bool

    init(longest: Double, isImplicit: Bool) {
        (self.longest, self.isImplicit) = (longest, isImplicit)
    }
}

extension Interpreter {
    /// `CATransaction`'s class methods: `begin()`, `commit()`,
    /// `setCompletionBlock(_:)`, and the cosmetic ones as no-ops; `nil` for
    /// others (which stop: `completionBlock()` would hand back a block).
    func callTransactionMethod(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("begin", []):
            mainQueue.transactions.append(Transaction(longest: enclosingAnimationLength, isImplicit: false))
        case ("commit", []):
            // A commit with no begin is ignored by Core Animation (it logs a warning).
            guard let index = mainQueue.transactions.lastIndex(where: { !$0.isImplicit }) else { return .void }
            commit(mainQueue.transactions[index], at: call)
        case ("setCompletionBlock", [nil]):
            let block = arguments[0].value
            guard block.isCallable || block.isNull else { throw unsupported(call, "a completion block given as \(block.kind)") }
            let transaction = mainQueue.transactions.last ?? openImplicitTransaction(at: call)
            transaction.completion = block.isNull ? nil : block
            transaction.completionSetAt = Syntax(call)
            transaction.longest = enclosingAnimationLength  // only animations added after the block was set count
        case ("setAnimationDuration", [nil]), ("setAnimationTimingFunction", [nil]), ("setDisableActions", [nil]),
            ("setValue", [nil, "forKey"]), ("flush", []), ("lock", []), ("unlock", []):
            break
        case ("animationDuration", []), ("disableActions", []), ("animationTimingFunction", []):
            return .library("CATransaction.\(name)()")
        default: return nil
        }
        return .void
    }

    /// The run-loop turn's transaction, opened by a completion block set
    /// outside any: committed by work queued now, which runs once the callback has returned.
    private func openImplicitTransaction(at call: FunctionCallExprSyntax) -> Transaction {
        let transaction = Transaction(longest: enclosingAnimationLength, isImplicit: true)
        mainQueue.transactions.insert(transaction, at: 0)
        let commitWork = MainQueue.Work(closures: [], isTask: false) { interpreter in
            interpreter.commit(transaction, at: call)
            return .void
        }
        mainQueue.enqueue(commitWork)
        return transaction
    }

    /// Closes a transaction: its block goes on the main queue after its
    /// longest animation; what ran in it ran in the enclosing one too.
    private func commit(_ transaction: Transaction, at call: some SyntaxProtocol) {
        mainQueue.transactions.removeAll { $0 === transaction }
        if let outer = mainQueue.transactions.last { outer.longest = max(outer.longest, transaction.longest) }
        guard let completion = transaction.completion else { return }
        deferCall(completion, after: transaction.longest, at: transaction.completionSetAt ?? Syntax(call))
    }

    /// An animation of `length` seconds begins: every open transaction lasts at least as long.
    func noteAnimationInTransactions(_ length: Double) {
        for transaction in mainQueue.transactions { transaction.longest = max(transaction.longest, length) }
    }

    /// The length of the `UIView.animate` whose `animations` closure is running (0 outside one).
    private var enclosingAnimationLength: Double { mainQueue.animationLengths.last ?? 0 }
}
