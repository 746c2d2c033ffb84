import DelegateFacts
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// `DelegateFacts` against the SDK's signatures (the stub in `Tests/Stubs/`,
/// written from the reference sheet): a name misspelled in the facts would
/// make a rule silently match nothing.
@Suite struct DelegateFactsTests {
    /// Member names of each class and protocol the SDK stub declares.
    static let sdk: [String: Set<String>] = {
        let path = repositoryRoot.appendingPathComponent("Tests/Stubs/GoogleNavigation/GoogleNavigation.swift")
        let tree = Parser.parse(source: (try? String(contentsOf: path, encoding: .utf8)) ?? "")
        var members: [String: Set<String>] = [:]
        for statement in tree.statements {
            let declaration = statement.item
            let name = declaration.as(ClassDeclSyntax.self)?.name.text ?? declaration.as(ProtocolDeclSyntax.self)?.name.text
            guard let name, let block = declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock else { continue }
            for member in block.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                    members[name, default: []].insert("\(function.name.text)(\(labels))")
                }
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    members[name, default: []].formUnion([binding.pattern.description.trimmingCharacters(in: .whitespaces)])
                }
            }
        }
        return members
    }()

    @Test func theUIStatesCarryTheirViewsAndButtons() {
        #expect(Self.sdk[UIState.baseTypeName] != nil)
        for state in UIState.all {
            let members = Self.sdk[state.typeName] ?? []
            #expect(Set(state.views + [UIState.buttonsProperty]).isSubset(of: members), "\(state.typeName): \(members)")
        }
        #expect(Set(GoogleViews.required).isSubset(of: Set(UIState.navigationReady.views)))
        #expect(GoogleViews.sizedBySDK.subtracting([GoogleViews.prompt]).isSubset(of: UIState.allViews))
    }

    @Test func buttonsStackAndSettings() {
        #expect(Self.sdk[NavigationButton.typeName] == [NavigationButton.viewProperty, NavigationButton.typeProperty])
        #expect(Self.sdk[DelegateAPI.hidingStackViewType]?.contains(DelegateAPI.arrangedSubviews) == true)
        #expect(Self.sdk["GMSUISettings"]?.contains(DelegateAPI.compassButtonSetting) == true)
        #expect(Self.sdk[DelegateAPI.promptViewType] != nil)
    }

    @Test func theMapViewsSetupAPI() {
        let map = Self.sdk["GMSMapView"] ?? []
        #expect(map.contains("\(DelegateAPI.setLayoutDelegate)(_:)"))
        #expect(map.contains(DelegateAPI.navigationEnabledProperty))
        let labels = DelegateAPI.enableNavigationLabels.map { $0 + ":" }.joined()
        #expect(map.contains("\(DelegateAPI.enableNavigation)(\(labels))"))
    }

    @Test func theStateCallbacksAreTheProtocolsOwn() {
        let callbacks = Self.sdk[DelegateAPI.delegateProtocol] ?? []
        for callback in StateCallback.all {
            #expect(callbacks.contains("\(callback.name)(\(callback.labels.map { $0 + ":" }.joined()))"))
            #expect(callback.labels.contains(callback.stateParameter))
        }
    }
}
