import SBLayout

/// `sbrender-bench layout`: prepare time and the time of one visible-rect query for the flow,
/// grid, springboard and compositional layouts with 10^3 to 10^6 items (medians of several runs).
enum LayoutBench {
    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// How the bench spreads its items over sections.
    enum Shape {
        /// As many sections as items in each (the grid).
        case square
        /// Ten sections (the flow layout; the compositional seed demo's carousel, grid and list
        /// definitions over ten sections).
        case tenSections
        /// One section.
        case oneSection
    }

    /// The layouts measured, with how each spreads its items.
    static let measured: [(definition: LayoutDefinition, shape: Shape)] = [(.flow, .tenSections), (.grid, .square), (.springboard, .oneSection),
                                                                             (.compositional, .tenSections)]

    static func spec(_ definition: LayoutDefinition, _ shape: Shape, items n: Int) -> LayoutSpec {
        var spec = LayoutSpec(layout: definition)
        switch shape {
        case .square:
            var side = 1
            while (side + 1) * (side + 1) <= n { side += 1 }
            spec.sections = side
            spec.items = n / side
        case .tenSections:
            spec.sections = 10
            spec.items = n / 10
        case .oneSection:
            spec.sections = 1
            spec.items = n
        }
        return spec
    }

    static func run() {
        let clock = ContinuousClock()
        print("layout       items     prepare (ms)   visible-rect query (µs)   visible elements")
        var queryAt: [LayoutName: [Int: Double]] = [:]
        for (definition, shape) in measured {
            let name = definition.name
            for exponent in 3...6 {
                var n = 1
                for _ in 0..<exponent { n *= 10 }
                let spec = spec(definition, shape, items: n)
                let content = spec.content
                let runs = exponent >= 6 ? 3 : 7
                var prepareTimes: [Double] = []
                var layout = spec.makeLayout()
                for _ in 0..<runs {
                    var l = spec.makeLayout()
                    let t = clock.measure { l.prepare(content: content, viewport: spec.viewport) }
                    prepareTimes.append(seconds(t))
                    layout = l
                }
                // Query the viewport at the middle of the content.
                let size = layout.collectionViewContentSize
                let vertical = size.height > size.width
                layout.contentOffset = vertical
                    ? Point(x: 0, y: (size.height / 2).rounded(.down))
                    : Point(x: (size.width / 2 / spec.viewport.width).rounded(.down) * spec.viewport.width, y: 0)
                var queryTimes: [Double] = []
                var visible = 0
                for _ in 0..<101 {
                    let t = clock.measure { visible = layout.layoutAttributesForElements(in: layout.visibleRect).count }
                    queryTimes.append(seconds(t))
                }
                let q = median(queryTimes)
                queryAt[name, default: [:]][exponent] = q
                let row = [name.rawValue.padding(12), String(n).padding(9, left: true),
                           format(median(prepareTimes) * 1000, 2).padding(16, left: true),
                           format(q * 1e6, 1).padding(26, left: true), String(visible).padding(19, left: true)]
                print(row.joined(separator: " "))
            }
        }
        print("")
        for name in measured.map(\.definition.name) {
            if let a = queryAt[name]?[3], let b = queryAt[name]?[6], a > 0 {
                print("\(name.rawValue): query at 10^6 items / query at 10^3 items = \(format(b / a, 2)) (target: within 10x)")
            }
        }
    }

    static func format(_ v: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (v * scale).rounded() / scale
        var s = "\(r)"
        if let dot = s.firstIndex(of: ".") {
            let fraction = s[s.index(after: dot)...].count
            if fraction < decimals { s += String(repeating: "0", count: decimals - fraction) }
        }
        return s
    }
}

extension String {
    func padding(_ width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}
