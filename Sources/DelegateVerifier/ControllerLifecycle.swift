import SwiftSyntax

/// A delegate that is a view controller (`final class DriveViewController:
/// UIViewController, NavigationLayoutDelegate`): UIKit calls its lifecycle
/// overrides as the app loads and shows it. One that makes its own map is
/// loaded and shown with the scenario's map before the first event
/// (`ControllerPresentation.swift`) and goes through the resizes' size
/// transitions (`SizeTransitions.swift`); the overrides UIKit would call and
/// the run does not (the layout passes, and all of a controller whose map
/// comes from elsewhere) are stated at their declarations, never passed over
/// in silence. No scenario hides the controller, so its disappearance
/// overrides are not due.
extension Interpreter {
    /// What UIKit (or the app's containment calls) sends a view controller by itself.
    static let lifecycleOverrides = ["loadView", "viewDidLoad", "willMove", "didMove"] + unmodelledOverrides

    /// States each lifecycle override of the delegate's class (and its
    /// superclasses of the files) that UIKit would have called in the run and
    /// the run did not execute.
    func stateUnrunLifecycleOverrides() {
        guard let delegate = delegateInstance, case .controller(let controller)? = delegate.base else { return }
        for method in unrunLifecycleOverrides(of: delegate, controller) {
            guard let when = uikitCall(of: method.name.text) else { continue }
            assume(
                method.name,
                "\(delegate.type.name).\(Self.signature(of: method)) is not run: UIKit calls it \(when), so what it does to the map and its views is not checked",
                perCall: false)
        }
    }

    /// When UIKit calls a lifecycle override, and why the run did not; `nil`
    /// when UIKit would not have called it in this run.
    private func uikitCall(of hook: String) -> String? {
        switch hook {
        case "viewWillDisappear", "viewDidDisappear": return nil  // no scenario hides the view controller
        case "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange":
            return "in its view's layout passes, which the run does not model for a view controller"
        case _ where Self.transitionOverrides.contains(hook) || hook == "traitCollectionDidChange":
            guard transitionsDue.contains(hook) else { return nil }
            return "as a resize changes its view's size or size classes, which the run models only for the view controller that makes and shows the scenario's map"
        default:
            return "when the app loads or shows the view controller, which no scenario does (a scenario sends only the layout callbacks to the SDK's map)"
        }
    }

    /// `mapView.cameraMode = x` where `var mapView: GMSMapView!` is `nil`:
    /// Swift unwraps it there, so the app would crash if it were `nil`. Stops
    /// saying so, and why it is `nil` when a lifecycle override the run did
    /// not execute sets it, instead of naming a member "of nil".
    func checkImplicitUnwrap(_ receiver: Value, of base: ExprSyntax, in scope: Scope, self instance: Instance?) throws {
        guard receiver.isNull, let instance, let name = Self.propertyName(base, in: scope), let property = instance.type.property(named: name),
            let type = property.type, type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { return }
        let declared = "\(name) (declared \(type.trimmedDescription))"
        if property.isOutlet {
            throw unsupported(base, "using \(declared) while it is nil (\(Self.outletText(name)), so where the storyboard puts its view is not known)")
        }
        if case .controller(let controller)? = instance.base,
            let setter = unrunLifecycleOverrides(of: instance, controller).first(where: { Self.assigns(name, in: $0) })
        {
            throw unsupported(
                base,
                "using \(declared) while it is nil (it is set in \(Self.signature(of: setter)), which UIKit calls when the app loads the view controller and the run did not execute; in the app this line would crash if \(name) were nil)")
        }
        throw unsupported(base, "using \(declared) while it is nil (in the app this line would crash)")
    }

    /// The lifecycle overrides of the instance's classes that have not run on its controller.
    private func unrunLifecycleOverrides(of instance: Instance, _ controller: ViewController) -> [FunctionDeclSyntax] {
        instance.type.lineage.flatMap { model in
            Self.lifecycleOverrides.filter { !controller.ranMethods.contains($0) }.flatMap { hook in
                (model.methods[hook] ?? []).filter { $0.modifiers.contains { $0.name.tokenKind == .keyword(.override) } }
            }
        }
    }

    /// `name` or `self.name` not shadowed by a local: a property of `self`.
    private static func propertyName(_ base: ExprSyntax, in scope: Scope) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope.lookup(name) == nil ? name : nil
        }
        guard let member = base.as(MemberAccessExprSyntax.self), member.base?.isSelf == true else { return nil }
        return member.declName.baseName.text
    }

    /// Whether `function` assigns `name` or `self.name`.
    private static func assigns(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        function.body.map { body in
            body.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .equal, let infix = token.parent?.parent?.as(InfixOperatorExprSyntax.self) else { return false }
                let target = infix.leftOperand
                return target.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || (target.as(MemberAccessExprSyntax.self).map { $0.base?.isSelf == true && $0.declName.baseName.text == name } ?? false)
            }
        } ?? false
    }

    /// `viewWillTransition(to:with:)`, as a method is named in messages.
    static func signature(of method: FunctionDeclSyntax) -> String {
        let labels = method.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "\(method.name.text)(\(labels.joined()))"
    }
}
