import Foundation

extension Scene {
    /// Decodes a scene from JSON bytes. Errors say where: the line and column of a syntax error,
    /// the JSON path of a wrong type or an unknown key.
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - source: what to call the input in messages (usually the file's path).
    /// - Returns: the scene, not yet checked against its layout (``RenderPlan`` does that).
    /// - Throws: ``SceneError`` for empty input, invalid JSON, an unknown key or a wrong type.
    public static func decode(_ data: Data, source: String = "scene") throws(SceneError) -> Scene {
        guard !data.isEmpty else { throw SceneError(path: source, "the file is empty; a scene is a JSON object such as {\"layout\": \"circle\"}") }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw SceneError(path: source, "not valid JSON: \(syntaxMessage(error, data))")
        }
        do {
            return try JSONDecoder().decode(Scene.self, from: data)
        } catch let e as SceneError {
            throw e
        } catch let e as DecodingError {
            throw describe(e)
        } catch {
            throw SceneError(path: source, "cannot be read: \(error)")
        }
    }

    /// Reads and decodes a scene file.
    /// - Parameter path: the scene file's path.
    /// - Throws: ``SceneError`` when the file cannot be read or decoded.
    public static func load(path: String) throws(SceneError) -> Scene {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError(path: path, "cannot read the scene file (does it exist, and is it readable?)")
        }
        do {
            return try decode(data, source: path)
        } catch {
            if error.path.isEmpty || error.path == path { throw SceneError(path: path, error.message) }
            throw SceneError(path: "\(path): \(error.path)", error.message)
        }
    }

    private static func syntaxMessage(_ error: any Error, _ data: Data) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        // "... around character 8." → line and column.
        if let range = text.range(of: "character "), let n = Int(text[range.upperBound...].prefix { $0.isNumber }) {
            var line = 1, column = 1
            for (i, byte) in data.enumerated() {
                if i >= n { break }
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            let what = text[..<range.lowerBound].replacingOccurrences(of: " around ", with: "").trimmingCharacters(in: .whitespaces)
            return "\(what.isEmpty ? "syntax error" : what.lowercased()) at line \(line), column \(column)"
        }
        // Foundation reports an unpaired \ud800-\udfff escape as an "end of file" too.
        if text.contains("surrogate") { return "a string holds an unpaired UTF-16 surrogate escape (\\ud800 to \\udfff must come in pairs)" }
        if text.lowercased().contains("end") { return "the JSON ends too soon (is the file truncated?)" }
        return text
    }

    private static func describe(_ error: DecodingError) -> SceneError {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return SceneError(path: SceneError.format(context.codingPath), "expected \(expectation(type))")
        case .keyNotFound(let key, let context):
            return SceneError(path: SceneError.format(context.codingPath + [key]), "is missing")
        case .dataCorrupted(let context):
            let path = SceneError.format(context.codingPath)
            if context.debugDescription.contains("does not fit") || context.debugDescription.contains("Number") {
                return SceneError(path: path, "the number is out of range")
            }
            return SceneError(path: path, context.debugDescription)
        @unknown default:
            return SceneError(path: "", "\(error)")
        }
    }

    private static func expectation(_ type: Any.Type) -> String {
        if type is Bool.Type { return "true or false" }
        if type is Int.Type || type is UInt64.Type { return "a whole number" }
        if type is Double.Type { return "a number" }
        if type is String.Type { return "a string" }
        let name = "\(type)"
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return "a value of type \(name)"
    }
}
