import SBLayout

/// The built-in cell styles a scene can choose with `"style"`, independently of its layout. Each
/// is one source document's look (SBRender draws them as `CellStyle` implementations).
public enum CellStyleName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The iPad Springboard tutorial's icon: a rounded grey label at opacity 0.7, badges.
    case springboard
    /// The cookbook's recipe 10-1 cell: a coloured (white) cell with its text.
    case flow
    /// The cookbook's recipe 10-3 cell: "S%d(%d)" in Futura 16 on a white block with a black edge.
    case blockString
    /// The cookbook's recipe 10-6 cell: a pastel cell; selection is a dark dot.
    case circle
    /// The PunchedLayout demo's picture frame with its reflection.
    case punched
    /// The cookbook's recipe 10-8 cell: a tinted cell labelled "[S%d, I%d]".
    case grid
    /// sbrender's look for compositional layouts: tinted rounded cards labelled "[S%d, I%d]",
    /// section titles, rounded background panels, and iOS list rows for list sections.
    case compositional
    /// Today's home screen: continuous-corner app icons with labels, widgets, folders, the
    /// dock's material, the page indicator and the status bar.
    case homescreen

    /// The name, as scene files spell it.
    public var description: String { rawValue }
}
