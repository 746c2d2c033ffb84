/// What a rule is, as the catalog in `Rules/` declares it. Reporters use it
/// for rule metadata (SARIF `rules[]`, HTML advice) without knowing how the
/// rule detects anything.
public struct RuleDescription: Hashable, Codable, Sendable {
    /// The fixed identifier reports and configurations use, e.g. `legacy_map_padding`.
    public var id: String
    /// A short human title, e.g. "Legacy map padding".
    public var name: String
    public var defaultSeverity: Severity
    /// One sentence: what is wrong.
    public var summary: String
    /// Longer explanation (plain text, may span paragraphs).
    public var description: String
    /// The message each finding carries.
    public var message: String
    /// What to do instead, from the SDK's migration table.
    public var replacement: String
    /// The legacy symbols the rule matches.
    public var symbols: [Symbol]
    public var examples: Examples

    /// A legacy symbol in its Swift and Objective-C spellings.
    public struct Symbol: Hashable, Codable, Sendable {
        public enum Kind: String, Codable, Sendable {
            case property, method, protocolConformance = "conformance", listenerMethod = "listener-method"
        }
        public var kind: Kind
        /// The SDK type that owns the symbol (`GMSUISettings`, `GMSMapView`, ...).
        public var owner: String
        /// Swift spelling: a property name, or a method's base name with its
        /// argument labels, e.g. `setHeaderAccessoryView(_:)`.
        public var swift: String
        public var objectiveC: String
        /// `true` for common names (`padding`): report a use only when the
        /// receiver is known to be the owner type or a subclass of it.
        /// `false`: report it unless the receiver is known to be another type.
        public var requiresResolvedReceiver: Bool

        public init(
            kind: Kind, owner: String, swift: String, objectiveC: String,
            requiresResolvedReceiver: Bool = false
        ) {
            self.kind = kind
            self.owner = owner
            self.swift = swift
            self.objectiveC = objectiveC
            self.requiresResolvedReceiver = requiresResolvedReceiver
        }

        /// The Swift base name, without the argument labels.
        public var swiftBaseName: String {
            swift.split(separator: "(", maxSplits: 1).first.map(String.init) ?? swift
        }

        /// The argument labels of a method spelling (`_` for none), e.g.
        /// `["forAccessoryView"]` for `invalidateLayout(forAccessoryView:)`;
        /// empty for properties and conformances.
        public var swiftArgumentLabels: [String] {
            guard let open = swift.firstIndex(of: "(") else { return [] }
            return swift[swift.index(after: open)...].split(separator: ":").dropLast().map(String.init)
        }
    }

    /// Snippets that document and test the rule, in Swift and (for the
    /// legacy rules) in Objective-C. In triggering examples `↓` marks each
    /// position where a finding must be reported.
    public struct Examples: Hashable, Codable, Sendable {
        public var triggering: [String]
        public var nonTriggering: [String]
        /// Before/after pairs for the auto-fix mode.
        public var corrections: [Correction]
        public var objectiveCTriggering: [String]
        public var objectiveCNonTriggering: [String]

        public init(
            triggering: [String] = [], nonTriggering: [String] = [], corrections: [Correction] = [],
            objectiveCTriggering: [String] = [], objectiveCNonTriggering: [String] = []
        ) {
            self.triggering = triggering
            self.nonTriggering = nonTriggering
            self.corrections = corrections
            self.objectiveCTriggering = objectiveCTriggering
            self.objectiveCNonTriggering = objectiveCNonTriggering
        }
    }

    public struct Correction: Hashable, Codable, Sendable {
        public var before: String
        public var after: String
        public init(before: String, after: String) {
            self.before = before
            self.after = after
        }
    }

    public init(
        id: String, name: String, defaultSeverity: Severity, summary: String,
        description: String, message: String, replacement: String,
        symbols: [Symbol], examples: Examples
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.description = description
        self.message = message
        self.replacement = replacement
        self.symbols = symbols
        self.examples = examples
    }
}
