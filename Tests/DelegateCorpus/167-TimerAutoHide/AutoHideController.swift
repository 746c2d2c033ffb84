// AutoHideController.swift
// Fades the app's chrome out after a period without interaction.

import UIKit

@MainActor
final class AutoHideController {
    private var timer: Timer?
    private var pendingReveal: DispatchWorkItem?
    private let views: [UIView]

    init(views: [UIView]) {
        self.views = views
    }

    var isArmed: Bool { timer?.isValid ?? false }

    /// Shows the chrome now and (re)starts the inactivity countdown.
    func restart() {
        cancel()
        setVisible(true, animated: true)
        timer = Timer.scheduledTimer(withTimeInterval: ChromeMetrics.autoHideDelay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.timerFired()
            }
        }
    }

    /// Stops the countdown and any pending reveal; the chrome stays as it is.
    func cancel() {
        timer?.invalidate()
        timer = nil
        pendingReveal?.cancel()
        pendingReveal = nil
    }

    /// Reveals `view` after a short delay (e.g. once guidance cards have settled).
    func reveal(_ view: UIView, after delay: TimeInterval) {
        pendingReveal?.cancel()
        view.alpha = 0
        let work = DispatchWorkItem { [weak view] in
            MainActor.assumeIsolated {
                UIView.animate(withDuration: ChromeMetrics.fadeDuration) { view?.alpha = 1 }
            }
        }
        pendingReveal = work
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    func setVisible(_ visible: Bool, animated: Bool) {
        let apply = { [views] in views.forEach { $0.alpha = visible ? 1 : 0 } }
        if animated {
            UIView.animate(withDuration: ChromeMetrics.fadeDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: apply)
        } else {
            apply()
        }
    }

    private func timerFired() {
        timer = nil
        setVisible(false, animated: true)
    }
}
