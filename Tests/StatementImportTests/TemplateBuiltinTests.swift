import Foundation
@testable import StatementTemplates
import Testing
import TestSupport

@Suite("Built-in templates")
struct TemplateBuiltinTests {
    static let folder = Corpus.repositoryRoot.appendingPathComponent("Templates")

    /// `Templates/*.json` but the schema, sorted by name, as the embedding script lists them.
    static func templateFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "template.schema.json" }
            .sorted()
    }

    @Test("the generated file is up to date with Templates/")
    func embeddingIsCurrent() throws {
        let onDisk = try Self.templateFiles().map { name in
            TemplateSource(path: "Templates/\(name)",
                           text: try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(TemplateRegistry.builtinSources == onDisk,
                "BuiltinTemplates.generated.swift is out of date with Templates/: run Scripts/embed-templates")
    }

    @Test("every built-in template is valid and named after its id")
    func valid() throws {
        let registry = TemplateRegistry()
        #expect(registry.errors.map(\.description) == [])
        #expect(registry.templates.map { "Templates/\($0.id).json" } == TemplateRegistry.builtinSources.map(\.path))
        #expect(registry.templates.count == 43)
        #expect(Set(["dkb-giro", "postfinance-de", "ubs-account"]).isSubset(of: registry.templates.map(\.id)))
    }

    @Test("built-in templates use only keys the schema describes", arguments: TemplateRegistry.builtinSources.map(\.path))
    func schemaKnowsEveryKey(path: String) throws {
        let schemaText = try String(contentsOf: Self.folder.appendingPathComponent("template.schema.json"), encoding: .utf8)
        let schema = try JSONDocument(text: schemaText).root
        let source = try #require(TemplateRegistry.builtinSources.first { $0.path == path })
        let template = try JSONDocument(text: source.text).root
        #expect(Self.unknownKeys(in: template, schema: schema, path: "") == [])
    }

    /// The keys of `value` (recursively) that `schema` has no property for: a structural check
    /// that follows `properties`, `items` and the alternatives of `oneOf`.
    static func unknownKeys(in value: JSONNode, schema: JSONNode, path: String) -> [String] {
        let alternatives = [schema] + (member("oneOf", of: schema).flatMap(elements) ?? [])
        switch value.value {
        case .object(let members):
            guard let properties = alternatives.lazy.compactMap({ member("properties", of: $0) }).first else {
                return ["\(path): the schema describes no object here"]
            }
            return members.flatMap { key, child -> [String] in
                guard let childSchema = member(key.name, of: properties) else { return ["\(path)/\(key.name)"] }
                return unknownKeys(in: child, schema: childSchema, path: "\(path)/\(key.name)")
            }
        case .array(let children):
            guard let items = alternatives.lazy.compactMap({ member("items", of: $0) }).first else {
                return ["\(path): the schema describes no array here"]
            }
            return children.enumerated().flatMap { index, child in unknownKeys(in: child, schema: items, path: "\(path)/\(index)") }
        default:
            return []
        }
    }

    static func member(_ name: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key.name == name }?.value
    }

    static func elements(_ node: JSONNode) -> [JSONNode]? {
        guard case .array(let elements) = node.value else { return nil }
        return elements
    }

    @Test("the structural check finds a key the schema lacks")
    func schemaCheckWorks() throws {
        let schema = try JSONDocument(text: #"{"properties": {"a": {"oneOf": [{"type": "string"}, {"properties": {"b": {}}}]}, "c": {"items": {"properties": {"d": {}}}}}}"#).root
        let value = try JSONDocument(text: #"{"a": {"b": 1, "x": 2}, "c": [{"d": 1}, {"e": 2}], "f": 3}"#).root
        #expect(Self.unknownKeys(in: value, schema: schema, path: "") == ["/a/x", "/c/1/e", "/f"])
    }
}
