//
//  NavLayoutDelegate.swift
//  Converted from RDNavHeaderController.m by swiftify (2019), patched by hand since.
//  Please keep the single handler: QA signed off on this order of operations.
//

import UIKit
import GoogleNavigation

nonisolated(unsafe) var gActiveConstraints = [NSLayoutConstraint]()
nonisolated(unsafe) var gPromptConstraints = [NSLayoutConstraint]()
nonisolated(unsafe) var gIsGuiding = false
nonisolated(unsafe) var gBottomGuide: UILayoutGuide!

let kEvtEnable = 0
let kEvtDisable = 1
let kEvtStart = 2
let kEvtStop = 3
let kEvtResize = 4
let kEvtShowPrompt = 5
let kEvtHidePrompt = 6

class NavLayoutDelegate: NSObject, NavigationLayoutDelegate {
    var turnCard: UIView!
    var etaCard: UIView!
    var logo: UIView!
    var viewport: UIView!
    var speed: UIView!
    var stack: GMSNavigationHidingStackView!
    var prompt: UIView?
    var readyState: NavigationReadyUIState!
    var guidanceState: ActiveGuidanceUIState!
    var isWide = false

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        handle(navMap, kEvtEnable, newState, nil)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        handle(navMap, kEvtDisable, oldState, nil)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        handle(navMap, kEvtStart, newState, oldState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { handle(navMap, kEvtHidePrompt, prompt, nil) }
        handle(navMap, kEvtStop, newState, oldState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        handle(navMap, kEvtResize, newState, nil)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        handle(navMap, kEvtShowPrompt, newPrompt, nil)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        handle(navMap, kEvtHidePrompt, oldPrompt, nil)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        handle(navMap, kEvtHidePrompt, oldPrompt, nil)
        handle(navMap, kEvtShowPrompt, newPrompt, nil)
    }

    func handle(_ map: GMSMapView, _ evt: Int, _ obj: AnyObject?, _ old: AnyObject?) {
        let safe = map.safeAreaLayoutGuide
        if evt != kEvtShowPrompt && evt != kEvtHidePrompt {
            NSLayoutConstraint.deactivate(gActiveConstraints)
            gActiveConstraints.removeAll()
        }
        defer { NSLayoutConstraint.activate(gActiveConstraints) }

        switch evt {
        case kEvtEnable, kEvtStop:
            if evt == kEvtStop {
                // guidance views go away first (bug #4411: stale cards after arrival)
                turnCard.removeFromSuperview()
                etaCard.removeFromSuperview()
                speed.removeFromSuperview()
                for b in guidanceState.buttons where b.type == .reporting {
                    b.view.removeFromSuperview()
                }
                map.removeLayoutGuide(gBottomGuide)
                gBottomGuide = nil
                guidanceState = nil
                gIsGuiding = false
            }
            readyState = (obj as! NavigationReadyUIState)
            isWide = readyState.wideMode
            logo = readyState.googleLogo
            viewport = readyState.viewport
            if stack == nil {
                stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
                stack.translatesAutoresizingMaskIntoConstraints = false
                if #available(iOS 15, *) {
                    stack.spacing = NavigationStyleValues.buttonVerticalPadding
                } else {
                    stack.spacing = 8
                }
                map.addSubview(stack)
            }
            stack.arrangedSubviews = readyState.buttons.filter { $0.type == .compass }.map { $0.view }
            for v in [viewport!, logo!] where v.superview == nil {
                v.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(v)
            }
            fallthrough
        case kEvtResize where !gIsGuiding:
            if evt == kEvtResize { isWide = (obj as! NavigationUIState).wideMode }
            gActiveConstraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
                stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
            ]
        case kEvtStart:
            guidanceState = (obj as! ActiveGuidanceUIState)
            gIsGuiding = true
            isWide = guidanceState.wideMode
            turnCard = guidanceState.turnCard
            etaCard = guidanceState.etaCard
            speed = guidanceState.speedWidget
            for v in [turnCard!, etaCard!, speed!] {
                v.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(v)
            }
            let compass = guidanceState.buttons.first { $0.type == .compass }?.view
            let report = guidanceState.buttons.first { $0.type == .reporting }?.view
            stack.arrangedSubviews = [compass, report].compactMap { $0 }
            gBottomGuide = UILayoutGuide()
            map.addLayoutGuide(gBottomGuide)
            fallthrough
        case kEvtResize:
            if evt == kEvtResize { isWide = (obj as! NavigationUIState).wideMode }
            gActiveConstraints += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
                gBottomGuide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                gBottomGuide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
                gBottomGuide.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: gBottomGuide.topAnchor),
                logo.bottomAnchor.constraint(equalTo: gBottomGuide.topAnchor),
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
                stack.bottomAnchor.constraint(equalTo: gBottomGuide.topAnchor),
            ]
            let low = gBottomGuide.topAnchor.constraint(equalTo: isWide ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor)
            low.priority = UILayoutPriority(250)
            gActiveConstraints.append(low)
            if isWide {
                let vpLead = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                vpLead.priority = UILayoutPriority(250)
                gActiveConstraints += [
                    turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    gBottomGuide.topAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                    vpLead,
                    logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
                    stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
                ]
            } else {
                gActiveConstraints += [
                    turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                    etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                    gBottomGuide.topAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
                    viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                    stack.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor),
                ]
            }
        case kEvtShowPrompt:
            let p = obj as! NavigationPromptView
            p.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(p)
            prompt = p
            gPromptConstraints = [
                p.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                p.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                p.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                gBottomGuide.topAnchor.constraint(lessThanOrEqualTo: p.topAnchor),
            ]
            NSLayoutConstraint.activate(gPromptConstraints)
            UIView.animate(withDuration: 0.3) { map.layoutIfNeeded() }
        case kEvtHidePrompt:
            NSLayoutConstraint.deactivate(gPromptConstraints)
            gPromptConstraints.removeAll()
            (obj as! UIView).removeFromSuperview()
            prompt = nil
        case kEvtDisable:
            stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
            stack.removeFromSuperview()
            stack = nil
            logo.removeFromSuperview()
            viewport.removeFromSuperview()
            readyState = nil
        default:
            print("NavLayoutDelegate: unhandled event \(evt)")
        }
    }
}
