// Decoding JSON objects in which every key is optional (absent keys keep a
// default) and unknown keys are errors: how the metrics profile and the legacy
// configuration are read from files people write by hand.

/// A coding key for reading whatever keys a JSON object has.
private struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws when the JSON object has a key `Keys` does not know.
    func rejectUnknownKeys<Keys: CodingKey>(_ keys: Keys.Type) throws {
        let all = try container(keyedBy: AnyCodingKey.self)
        let unknown = all.allKeys.map(\.stringValue).filter { Keys(stringValue: $0) == nil }.sorted()
        if let first = unknown.first {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(stringValue: first)],
                    debugDescription: "unknown key \"\(first)\""))
        }
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`, or `fallback` when the key is absent.
    func decode<Value: Decodable>(_ key: Key, default fallback: Value) throws -> Value {
        try decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
}
