#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout

/// The layouts a scene, a command or a snapshot may name: sbrender's own (``builtIn``) and any a
/// package registers. A value: made once and handed to what reads scenes (`RenderPlan`,
/// `sbrender`'s commands), never a global.
///
/// ```swift
/// let layouts = try LayoutRegistry.builtIn.registering([LayoutRegistration(.diagonal)])
/// let plan = try RenderPlan(scene: scene, layouts: layouts)
/// ```
public struct LayoutRegistry: Sendable, Hashable {
    /// Every registered layout, sbrender's own first, in the order they were registered.
    public let registrations: [LayoutRegistration]

    init(builtIn: [LayoutRegistration]) {
        registrations = builtIn
    }

    /// The names of every registered layout, in order.
    public var names: [LayoutName] { registrations.map(\.name) }

    /// The definitions of every registered layout, in order (what a ``/SBLayout/LayoutSpec``
    /// names when it refuses a setting its layout does not take).
    package var definitions: [LayoutDefinition] { registrations.map(\.definition) }

    /// The seed demo of `registration`'s layout, among this registry's layouts.
    public func spec(for registration: LayoutRegistration) -> LayoutSpec {
        LayoutSpec(layout: registration.definition, among: definitions)
    }

    /// The names of every registered layout joined by commas, as messages list them
    /// (`springboard, flow, ..., diagonal`).
    package var namesList: String { names.map(\.rawValue).joined(separator: ", ") }

    /// The layouts the command line lists, joined by bars (`springboard|flow|...|diagonal`).
    public var choices: String { names.map(\.rawValue).joined(separator: "|") }

    /// This registry with `more` layouts after its own.
    /// - Throws: ``RegistryError`` when a name is taken already or given twice.
    public func registering(_ more: [LayoutRegistration]) throws(RegistryError) -> LayoutRegistry {
        var all = registrations
        for registration in more {
            guard !all.contains(where: { $0.name == registration.name }) else {
                throw RegistryError("a layout named '\(registration.name)' is registered already; give yours another name")
            }
            guard !registration.name.rawValue.isEmpty else { throw RegistryError("a layout's name cannot be empty") }
            all.append(registration)
        }
        return LayoutRegistry(builtIn: all)
    }

    /// Where ``/SBScene/Scene/decode(_:source:layouts:)`` hands the registry to the scene's
    /// decoding (`JSONDecoder.userInfo`).
    static let userInfoKey = CodingUserInfoKey(rawValue: "sbrender.layouts")!

    /// The registry a scene's decoder was given, or sbrender's own layouts.
    static func of(_ decoder: any Decoder) -> LayoutRegistry {
        decoder.userInfo[userInfoKey] as? LayoutRegistry ?? .builtIn
    }

    /// The registered layout of this name, or nil.
    public func registration(named name: LayoutName) -> LayoutRegistration? {
        registrations.first { $0.name == name }
    }

    /// The registered layout of this name.
    /// - Throws: ``RegistryError`` naming the layouts there are when none has this name.
    public func lookUp(_ name: LayoutName) throws(RegistryError) -> LayoutRegistration {
        guard let found = registration(named: name) else { throw RegistryError(unknownLayout: name, in: self) }
        return found
    }
}

/// A layout the registry cannot take or does not have.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it, in one sentence.
    public let description: String

    /// An error with this sentence.
    public init(_ description: String) { self.description = description }

    /// "unknown layout 'x'; expected one of springboard, flow, ...": every layout `registry` has.
    public init(unknownLayout name: LayoutName, in registry: LayoutRegistry) {
        description = "unknown layout '\(SceneError.excerpt(name.rawValue))'; expected one of \(registry.namesList)"
    }
}
