// RxNavigationLayout.swift
// Layout delegate for the navigation screen. Streams from the view model drive
// the app's own views; the SDK's views are placed per state.

import UIKit
import GoogleNavigation

final class RxNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let viewModel: NavigationScreenViewModel
    private var bag = DisposeBag()

    // App views.
    private let banner = StatusBannerView()
    private let sheet = RoutePreviewSheet()

    // Layout bookkeeping, one array per state.
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var sheetHeight: NSLayoutConstraint?

    // Guidance-only objects.
    private var guidance: ActiveGuidanceUIState?
    private var buttonStack: GMSNavigationHidingStackView?
    private let contentBottom = UILayoutGuide()
    private var prompt: NavigationPromptView?
    /// Last `wideMode` the SDK reported; prompt callbacks carry no state.
    private var isWide = false

    init(viewModel: NavigationScreenViewModel = NavigationScreenViewModel()) {
        self.viewModel = viewModel
        super.init()
        contentBottom.identifier = "rx.contentBottom"
    }

    // MARK: - Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(newState.viewport)
        navMap.addSubview(banner)
        bind(navMap: navMap)
        layoutReady(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        bag = DisposeBag()
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints.removeAll()
        guidanceConstraints.removeAll()
        sheetHeight = nil
        prompt?.removeFromSuperview()
        prompt = nil
        [oldState.googleLogo, oldState.viewport, banner, sheet].forEach { $0.removeFromSuperview() }
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        if navMap.layoutGuides.contains(contentBottom) {
            navMap.removeLayoutGuide(contentBottom)
        }
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        sheetHeight = nil
        sheet.removeFromSuperview()

        guidance = newState
        [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass].compactMap { type in
            newState.buttons.first(where: { $0.type == type })?.view
        }
        navMap.addSubview(stack)
        buttonStack = stack
        navMap.addLayoutGuide(contentBottom)
        layoutGuidance(navMap: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget].forEach {
            $0.removeFromSuperview()
        }
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        navMap.removeLayoutGuide(contentBottom)
        guidance = nil
        layoutReady(navMap: navMap, state: newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if guidance != nil {
            layoutGuidance(navMap: navMap, wide: newState.wideMode)
        } else if let ready = newState as? NavigationReadyUIState {
            layoutReady(navMap: navMap, state: ready, wide: ready.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        prompt = nil
        layoutGuidance(navMap: navMap, wide: isWide)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        present(newPrompt, on: navMap)
    }

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        layoutGuidance(navMap: navMap, wide: isWide)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    // MARK: - Bindings

    private func bind(navMap: GMSMapView) {
        viewModel.bannerText.asObservable()
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] text in
                self?.banner.label.text = text
                self?.banner.isHidden = text.isEmpty
            })
            .disposed(by: bag)

        viewModel.sheetDetent.asObservable()
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] detent in
                guard let self, let sheetHeight = self.sheetHeight else { return }
                sheetHeight.constant = detent.height
                UIView.animate(withDuration: 0.3) { navMap.layoutIfNeeded() }
            })
            .disposed(by: bag)

        viewModel.isNightMode.asObservable()
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] night in
                self?.banner.apply(night: night)
                self?.sheet.apply(night: night)
            })
            .disposed(by: bag)

        viewModel.routeSummary
            .subscribe(onNext: { [weak self] summary in
                self?.sheet.summaryLabel.text = summary
            })
            .disposed(by: bag)
    }

    // MARK: - Layouts

    private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState, wide: Bool) {
        NSLayoutConstraint.deactivate(readyConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let pad = NavigationStyleValues.elementHorizontalPadding
        let logo = state.googleLogo
        let viewport = state.viewport
        [logo, viewport].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        if sheet.superview == nil {
            navMap.insertSubview(sheet, belowSubview: logo)
        }

        var cs: [NSLayoutConstraint] = []
        if wide {
            // Side panel along the leading edge; map content to its trailing side.
            sheetHeight = nil
            cs += [
                sheet.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                sheet.topAnchor.constraint(equalTo: safe.topAnchor),
                sheet.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                sheet.widthAnchor.constraint(equalToConstant: 320),
                banner.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                banner.leadingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: pad),
                banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                viewport.leadingAnchor.constraint(equalTo: sheet.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                logo.leadingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: pad),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            ]
        } else {
            let height = sheet.heightAnchor.constraint(equalToConstant: viewModel.sheetDetent.value.height)
            sheetHeight = height
            cs += [
                sheet.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                height,
                banner.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
                banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.bottomAnchor.constraint(equalTo: sheet.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
                logo.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -8),
            ]
        }
        cs += [
            viewport.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            compass.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(compass)
            cs += [
                compass.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        readyConstraints = cs
        NSLayoutConstraint.activate(cs)
    }

    private func layoutGuidance(navMap: GMSMapView, wide: Bool) {
        guard let state = guidance, let stack = buttonStack else { return }
        isWide = wide
        NSLayoutConstraint.deactivate(guidanceConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport
        let logo = state.googleLogo, speed = state.speedWidget, bar = state.tripProgressBar

        var cs: [NSLayoutConstraint] = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            banner.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: 4),
            banner.leadingAnchor.constraint(equalTo: turn.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: turn.layoutMarginsGuide.trailingAnchor),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            contentBottom.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -4),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            bar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -8),
            speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        if wide {
            cs += [
                turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                speed.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        } else {
            cs += [
                turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                speed.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
                bar.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
                viewport.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 4),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
        }
        if let prompt, prompt.superview === navMap {
            cs += [
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
                wide ? prompt.trailingAnchor.constraint(equalTo: turn.trailingAnchor)
                     : prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                contentBottom.topAnchor.constraint(equalTo: prompt.layoutMarginsGuide.topAnchor),
            ]
        } else {
            cs.append(contentBottom.topAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor))
        }
        guidanceConstraints = cs
        NSLayoutConstraint.activate(cs)
    }
}
