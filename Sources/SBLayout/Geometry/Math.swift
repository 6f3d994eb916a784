#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions the core needs, behind one import, so that the core depends on
/// neither Foundation nor a C library of its own.
package enum Math {
    static func cosine(_ x: Double) -> Double { cos(x) }
    static func sine(_ x: Double) -> Double { sin(x) }
    static func arcTangent2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
    static func squareRoot(_ x: Double) -> Double { x.squareRoot() }
    package static func naturalLog(_ x: Double) -> Double { log(x) }
    package static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
    static func exponential(_ x: Double) -> Double { exp(x) }
    static func floatingRemainder(_ x: Double, _ y: Double) -> Double { fmod(x, y) }
}
