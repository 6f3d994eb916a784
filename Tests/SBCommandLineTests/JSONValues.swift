import Foundation

/// Typed access into the parsed JSON.
extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func array(_ key: String) -> [[String: Any]]? { self[key] as? [[String: Any]] }

    /// (x, y, width, height) of a "frame" object.
    var frame: [Double]? {
        guard let f = object("frame") else { return nil }
        let v = ["x", "y", "width", "height"].compactMap { f.number($0) }
        return v.count == 4 ? v : nil
    }

    var cellIndex: (section: Int, item: Int)? {
        guard let s = self["section"] as? Int, let i = self["item"] as? Int else { return nil }
        return (s, i)
    }
}
