#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FailureRecord {
    /// The record in `bytes`, or one sentence saying what is wrong with it: the key path and
    /// what was expected there (`bounds[0]: expected a whole number`), never a decoder's dump.
    /// - Parameter bytes: the contents of a `NAME.failure.json`.
    /// - Throws: ``FailureArtefactsError`` with that sentence.
    package static func read(_ bytes: [UInt8]) throws(FailureArtefactsError) -> FailureRecord {
        do {
            return try JSONDecoder().decode(FailureRecord.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw FailureArtefactsError(describe(error))
        } catch {
            throw FailureArtefactsError("not a JSON object")
        }
    }

    /// One line for a decoding error.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return at(context.codingPath) + "expected \(word(for: type))"
        case .valueNotFound(let type, let context):
            return at(context.codingPath) + "expected \(word(for: type)), found null"
        case .keyNotFound(let key, let context):
            return at(context.codingPath) + "the key \"\(key.stringValue)\" is missing"
        case .dataCorrupted(let context):
            var reason = context.debugDescription.split(separator: "\n").first.map(String.init) ?? "not valid JSON"
            if reason.hasSuffix(".") { reason.removeLast() }
            return at(context.codingPath) + reason
        @unknown default:
            return "not a failure record"
        }
    }

    /// `bounds[0]: ` for a key path, nothing for the top level.
    static func at(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "" : text + ": "
    }

    static func word(for type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is [Int].Type: "an array of whole numbers"
        case is Array<Any>.Type: "an array"
        default: "a value of type \(type)"
        }
    }
}
