//  NCChromeLayoutController.swift
//  Swift port of NCChromeLayoutController (Objective-C). Positions the Google views.

import GoogleNavigation

final class NCChromeLayoutController: NSObject, NavigationLayoutDelegate {

    // MARK: KVO-observable state (bound by the debug HUD through KVC)

    #if canImport(ObjectiveC)
    @objc dynamic var isGuiding = false
    @objc dynamic var isWideLayout = false
    #else
    var isGuiding = false
    var isWideLayout = false
    #endif

    // MARK: Registries (Objective-C collections, as in the original)

    let views = NSMutableDictionary()
    let readyConstraints = NSMutableArray()
    let guidanceConstraints = NSMutableArray()
    let promptConstraints = NSMutableArray()

    override init() {
        super.init()
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        setFlag(newState.wideMode, forKey: "isWideLayout")
        views.setObject(newState.googleLogo, forKey: NCViewKey.logo as NSString)
        views.setObject(newState.viewport, forKey: NCViewKey.viewport as NSString)
        if let compass = newState.buttons.first(where: { $0.type == .compass }) {
            views.setObject(compass.view, forKey: NCViewKey.compass as NSString)
        }
        installReadyLayout(in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptConstraints.nc_deactivateAndRemoveAll()
        guidanceConstraints.nc_deactivateAndRemoveAll()
        readyConstraints.nc_deactivateAndRemoveAll()
        views.nc_removeViews(forKeys: [NCViewKey.prompt, NCViewKey.logo, NCViewKey.viewport, NCViewKey.compass])
        views.removeAllObjects()
        setFlag(false, forKey: "isGuiding")
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyConstraints.nc_deactivateAndRemoveAll()
        setFlag(newState.wideMode, forKey: "isWideLayout")
        setFlag(true, forKey: "isGuiding")

        views.setObject(newState.turnCard, forKey: NCViewKey.turnCard as NSString)
        views.setObject(newState.etaCard, forKey: NCViewKey.etaCard as NSString)
        views.setObject(newState.tripProgressBar, forKey: NCViewKey.tripProgress as NSString)
        views.setObject(newState.speedWidget, forKey: NCViewKey.speedWidget as NSString)
        views.setObject(newState.googleLogo, forKey: NCViewKey.logo as NSString)
        views.setObject(newState.viewport, forKey: NCViewKey.viewport as NSString)

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NCMetrics.compactGap
        let arranged = NSMutableArray()
        for button in newState.buttons {
            if button.type == .compass {
                views.setObject(button.view, forKey: NCViewKey.compass as NSString)
                arranged.add(button.view)
            } else if button.type == .reporting {
                views.setObject(button.view, forKey: NCViewKey.reporting as NSString)
                arranged.add(button.view)
            }
        }
        stack.arrangedSubviews = arranged.compactMap { $0 as? UIView }
        views.setObject(stack, forKey: NCViewKey.buttonStack as NSString)

        for key in [NCViewKey.turnCard, NCViewKey.etaCard, NCViewKey.tripProgress,
                    NCViewKey.speedWidget, NCViewKey.buttonStack] {
            if let view = views.nc_view(forKey: key) {
                navMap.nc_addAutoLayoutSubview(view)
            }
        }
        installGuidanceLayout(in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        promptConstraints.nc_deactivateAndRemoveAll()
        guidanceConstraints.nc_deactivateAndRemoveAll()
        if let stack = views.nc_view(forKey: NCViewKey.buttonStack) as? GMSNavigationHidingStackView {
            stack.arrangedSubviews = []
        }
        views.nc_removeViews(forKeys: [NCViewKey.turnCard, NCViewKey.etaCard, NCViewKey.tripProgress,
                                       NCViewKey.speedWidget, NCViewKey.reporting, NCViewKey.buttonStack,
                                       NCViewKey.prompt])
        setFlag(false, forKey: "isGuiding")
        setFlag(newState.wideMode, forKey: "isWideLayout")
        if let compass = newState.buttons.first(where: { $0.type == .compass }) {
            views.setObject(compass.view, forKey: NCViewKey.compass as NSString)
        }
        installReadyLayout(in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWideLayout else { return }
        setFlag(newState.wideMode, forKey: "isWideLayout")
        if isGuiding {
            // Re-run the guidance layout through the runtime, as the original did.
            dispatchRelayout(selectorName: "relayoutGuidance:", map: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        views.setObject(newPrompt, forKey: NCViewKey.prompt as NSString)
        navMap.nc_addAutoLayoutSubview(newPrompt)
        installPromptLayout(in: navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptConstraints.nc_deactivateAndRemoveAll()
        views.removeObject(forKey: NCViewKey.prompt)
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Runtime dispatch (kept from the Objective-C original)

    private func dispatchRelayout(selectorName: String, map: GMSMapView) {
        #if canImport(ObjectiveC)
        let selector = NSSelectorFromString(selectorName)
        if responds(to: selector) {
            _ = perform(selector, with: map)
        }
        #else
        relayoutGuidance(map)
        #endif
    }

    #if canImport(ObjectiveC)
    @objc(relayoutGuidance:)
    func relayoutGuidance(_ map: GMSMapView) { relayoutGuidanceNow(map) }
    #else
    func relayoutGuidance(_ map: GMSMapView) { relayoutGuidanceNow(map) }
    #endif

    private func relayoutGuidanceNow(_ map: GMSMapView) {
        promptConstraints.nc_deactivateAndRemoveAll()
        guidanceConstraints.nc_deactivateAndRemoveAll()
        installGuidanceLayout(in: map)
        if views.nc_view(forKey: NCViewKey.prompt) != nil {
            installPromptLayout(in: map)
        }
    }

    /// `[self setValue:@(flag) forKey:key]`: KVC so the HUD's bindings fire.
    private func setFlag(_ flag: Bool, forKey key: String) {
        #if canImport(ObjectiveC)
        setValue(NSNumber(value: flag), forKey: key)
        #else
        if key == "isGuiding" { isGuiding = flag } else { isWideLayout = flag }
        #endif
    }

    func flag(forKey key: String) -> Bool {
        #if canImport(ObjectiveC)
        return (value(forKey: key) as? NSNumber)?.boolValue ?? false
        #else
        return key == "isGuiding" ? isGuiding : isWideLayout
        #endif
    }
}
