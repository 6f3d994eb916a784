import Foundation
import SBUIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `sbrender-bench uikit`: SBUIKit's collection view with a flow layout of 10^6 items (one
/// section, 50 x 50 items in a 390 x 844 view): the first `layoutIfNeeded()` (counts, prepare, the
/// visible cells), every element's attributes (`layoutAttributesForElements(in:)` over the whole
/// content) and one batch update deleting 1,000 items spread over the section, each against
/// issue 40's target (release build). Medians of three runs, each on a fresh view: the wall
/// time, which the targets are about, and this thread's CPU time beside it (on a shared machine
/// the wall time also holds the time other processes had the core).
@MainActor enum UIKitBench {
    /// The data: one section of `count` items, plain cells.
    final class DataSource: NSObject, UICollectionViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// This thread's CPU time, in seconds.
    static func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// The wall and CPU seconds `body` takes.
    static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let clock = ContinuousClock()
        let c0 = cpu()
        let d = clock.measure(body)
        let c1 = cpu()
        return (Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18, c1 - c0)
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    static func run(items: Int = 1_000_000, runs: Int = 3) {
        var layoutTimes: [(wall: Double, cpu: Double)] = [], allTimes: [(wall: Double, cpu: Double)] = []
        var deleteTimes: [(wall: Double, cpu: Double)] = []
        var elements = 0, after = 0
        for _ in 0..<runs {
            let layout = UICollectionViewFlowLayout()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let data = DataSource(count: items)
            view.dataSource = data
            layoutTimes.append(measure { view.layoutIfNeeded() })
            var all: [UICollectionViewLayoutAttributes] = []
            allTimes.append(measure {
                all = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: view.contentSize)) ?? []
            })
            elements = all.count
            all = []
            // 1,000 items, every 1,000th: the mapping of the 999,000 others is the work.
            let step = max(1, items / 1000)
            let doomed = stride(from: 0, to: items, by: step).map { IndexPath(item: $0, section: 0) }
            deleteTimes.append(measure {
                view.performBatchUpdates {
                    data.count -= doomed.count
                    view.deleteItems(at: doomed)
                }
            })
            after = view.numberOfItems(inSection: 0)
        }
        print("SBUIKit, flow layout, \(items) items (medians of \(runs) fresh views; issue 40's targets, release build)")
        print("what                                       wall s    CPU s    target    met")
        row("layoutIfNeeded (first pass)", layoutTimes, 0.5)
        row("all attributes (\(elements) elements)", allTimes, 2)
        row("batch delete of 1,000 (\(after) left)", deleteTimes, 2)
    }

    static func row(_ what: String, _ times: [(wall: Double, cpu: Double)], _ target: Double) {
        let wall = median(times.map(\.wall)), cpu = median(times.map(\.cpu))
        let padded = what.padding(toLength: 42, withPad: " ", startingAt: 0)
        print("\(padded) \(String(format: "%7.3f", wall))  \(String(format: "%7.3f", cpu))   <= \(String(format: "%-5g", target))   \(wall <= target ? "yes" : "NO")")
    }
}
