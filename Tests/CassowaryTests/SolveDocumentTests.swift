import Foundation
import Testing

@testable import Cassowary

/// The `navlint solve` JSON contract.
@Suite struct SolveDocumentTests {
    func run(_ json: String) -> (output: String, exitCode: Int32) { SolveDocument.run(Data(json.utf8)) }

    @Test func solvesOnceWithoutSteps() {
        let result = run(
            """
            {"variables": ["b", "a"], "constraints": [
              {"terms": {"a": 1.0, "b": -1.0}, "constant": -8.0, "op": "=="},
              {"terms": {"b": 1}, "constant": -2, "op": ">=", "strength": "required"},
              {"terms": {"b": 1}, "op": "==", "strength": 250}], "comment": "ignored"}
            """)
        #expect(result.exitCode == 0)
        #expect(result.output == #"{"steps": [{"values": {"a": 10.0, "b": 2.0}}]}"#)
    }

    @Test func editStepsSolveEachSuggestion() {
        let result = run(
            """
            {"variables": ["w", "half"], "constraints": [{"terms": {"half": 2, "w": -1}, "op": "=="}],
             "edits": [{"variable": "w", "strength": "strong"}],
             "steps": [{"suggest": {"w": 390.0}}, {"suggest": {"w": 10}}]}
            """)
        #expect(
            result.output
                == #"{"steps": [{"values": {"half": 195.0, "w": 390.0}}, {"values": {"half": 5.0, "w": 10.0}}]}"#)
    }

    @Test func solverErrorsNameTheConstraint() {
        let result = run(
            """
            {"variables": ["x"], "constraints": [{"terms": {"x": 1}, "constant": -1, "op": "=="},
              {"terms": {"x": 1}, "constant": -2, "op": "==", "strength": "required"}]}
            """)
        #expect(result.exitCode == 1)
        #expect(result.output.hasPrefix(#"{"error": {"constraint": 1, "kind": "unsatisfiable", "message": "#))
        #expect(run(#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x", "strength": 1000}]}"#).output
            .contains(#""edit": 0, "kind": "requiredEditVariable""#))
        #expect(run(#"{"variables": ["x"], "constraints": [], "steps": [{"suggest": {"x": 1}}]}"#).output
            .contains(#""step": 0, "kind": "unknownEditVariable""#))
    }

    /// Overflow while solving is an error naming the constraint or step, never `inf` in the values.
    @Test func overflowIsAnErrorNotAnInfiniteValue() {
        let constraint = run(
            """
            {"variables": ["a", "b"], "constraints": [{"terms": {"a": 1}, "constant": -1e200, "op": "=="},
              {"terms": {"b": 1, "a": -1e200}, "op": "=="}]}
            """)
        #expect(constraint.exitCode == 1)
        #expect(constraint.output.hasPrefix(#"{"error": {"constraint": 1, "kind": "nonFinite", "message": "#))
        let step = run(
            """
            {"variables": ["a", "b"], "constraints": [{"terms": {"a": 1, "b": -4}, "op": "=="}],
             "edits": [{"variable": "b"}], "steps": [{"suggest": {"b": 1}}, {"suggest": {"b": 1e308}}]}
            """)
        #expect(step.exitCode == 1)
        #expect(step.output.hasPrefix(#"{"error": {"step": 1, "kind": "nonFiniteSuggestion", "message": "#))
    }

    /// JSON has no infinity; a number beyond a Double's range is malformed input, and the message says which.
    @Test(arguments: ["1e309", "-1e400"])
    func numberBeyondADoubleIsMalformed(literal: String) {
        for (json, place) in [
            (#"{"variables": ["x"], "constraints": [{"terms": {"x": \#(literal)}, "op": "=="}]}"#, "in constraint 0 (line 1)"),
            (
                #"{"variables": ["x"],\#n "constraints": [{"terms": {"x": 1}, "op": "=="},\#n {"terms": {"x": 1}, "constant": \#(literal), "op": "=="}]}"#,
                "in constraint 1 (line 3)"
            ),
            (#"{"variables": ["x"], "constraints": [], "edits": [{"variable": "x"}], "steps": [{"x": 2}, {"suggest": {"x": \#(literal)}}]}"#, "in step 1 (line 1)"),
        ] {
            let result = run(json)
            #expect(result.exitCode == 2)
            #expect(result.output == "malformed input: the number \(literal) is beyond a Double's range \(place)")
        }
    }

    @Test(arguments: [
        "not json", #"{"constraints": []}"#, #"{"variables": ["x", "x"], "constraints": []}"#,
        #"{"variables": ["x"], "constraints": [{"terms": {"y": 1}, "op": "=="}]}"#,
        #"{"variables": ["x"], "constraints": [{"terms": {"x": 1}, "op": "<"}]}"#,
        #"{"variables": ["x"], "constraints": [{"terms": {"x": 1}, "op": "==", "strength": 0}]}"#,
        #"{"variables": ["x"], "constraints": [{"terms": {"x": 1}, "op": "==", "strength": "huge"}]}"#,
        #"{"variables": ["x"], "constraints": [{"terms": {"x": "1"}, "op": "=="}]}"#,
    ])
    func malformedInputIsExitCodeTwo(json: String) {
        let result = run(json)
        #expect(result.exitCode == 2)
        #expect(result.output.hasPrefix("malformed input: "))
    }
}
