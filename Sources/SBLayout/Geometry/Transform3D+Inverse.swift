extension Transform3D {
    /// The inverse (what CATransform3DInvert gives), or nil when the matrix has none: Gauss-Jordan
    /// elimination with partial pivoting on [self | identity].
    public func inverted() -> Transform3D? {
        var m = entries
        var inverse = Transform3D.identity.entries
        for col in 0..<4 {
            var pivot = col
            for row in (col + 1)..<4 where abs(m[row * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = row }
            guard m[pivot * 4 + col] != 0 else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    m.swapAt(col * 4 + k, pivot * 4 + k)
                    inverse.swapAt(col * 4 + k, pivot * 4 + k)
                }
            }
            let p = m[col * 4 + col]
            for k in 0..<4 {
                m[col * 4 + k] /= p
                inverse[col * 4 + k] /= p
            }
            for row in 0..<4 where row != col {
                let f = m[row * 4 + col]
                guard f != 0 else { continue }
                for k in 0..<4 {
                    m[row * 4 + k] -= f * m[col * 4 + k]
                    inverse[row * 4 + k] -= f * inverse[col * 4 + k]
                }
            }
        }
        return Transform3D(entries: inverse)
    }
}
