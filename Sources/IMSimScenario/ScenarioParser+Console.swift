import IMSimCore
import Yams

extension ScenarioParser {
    /// An `expect` step typed at a console: the mapping a scenario writes under `expect NAME:`, in
    /// YAML on one line (`style: expanded, within: 2s`; braces optional). `source` names it in errors.
    public static func expectStep(participant: String, yaml: String, source: String) throws(ScenarioError) -> ScenarioStep {
        let trimmed = yaml.trimmingCharacters(in: .whitespaces)
        let text = trimmed.hasPrefix("{") ? trimmed : "{" + trimmed + "}"
        try YAMLPreflight.check(text, file: source)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw ScenarioError(error, file: source)
        } catch {
            throw ScenarioError(location: nil, message: "invalid YAML: \(error)")
        }
        guard let node else {
            throw ScenarioError(location: nil, message: "expect needs expectations, e.g. `expect style: expanded`")
        }
        return try expectStep(participant: participant, key: Node("expect \(participant)"), value: node,
                              reader: YAMLReader(file: source))
    }
}
