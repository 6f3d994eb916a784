import SBLayout
import SBRender
import SBScene

/// The images a worker decoded for its last drawings (item images, icons, the wallpaper scaled
/// to the canvas and blurred behind a home screen's materials), kept while their files stay the
/// same: a save of the scene alone draws again without decoding them again. Kept by what they
/// depend on, the stamp (device, inode, size, time) of every file they come from and the plan's
/// canvas, scale, wallpaper and background, so a changed file or setting decodes anew; at most
/// ``capacity`` sets (one a variant being drawn in turn, most of the time).
package final class PreviewImages {
    /// The most sets of images kept: 2.
    package static let capacity = 2
    private var kept: [(key: String, images: [String: LoadedImage])] = []

    /// Nothing kept yet.
    package init() {}

    /// The decoded images of `plan`: those kept when nothing they depend on changed, else
    /// `renderer`'s, decoded now (and kept).
    /// - Throws: ``/SBRender/RenderError`` as ``/SBRender/Renderer/loadImages(for:)-method`` does.
    package func images(for plan: RenderPlan, renderer: Renderer) throws -> [String: LoadedImage] {
        let key = Self.key(plan)
        if let found = kept.firstIndex(where: { $0.key == key }) {
            let hit = kept.remove(at: found)
            kept.insert(hit, at: 0)
            return hit.images
        }
        let images = try renderer.loadImages(for: plan)
        kept.insert((key, images), at: 0)
        if kept.count > Self.capacity { kept.removeLast() }
        return images
    }

    /// What `plan`'s decoded images depend on, as text.
    static func key(_ plan: RenderPlan) -> String {
        var key = "\(plan.wallpaper)|\(plan.collectionViewFrame)|\(plan.scale)|\(plan.layoutBackground)|\(plan.registration.offers(.deviceScreen))"
            + "|\(plan.spec.homescreen.map { "\($0.iconAppearance)\($0.iconTint)" } ?? "")"
        for path in PreviewStill.files(of: plan) {
            let stamp = FileStamp(path: path)
            key += "\n\(path)|\(stamp.exists)|\(stamp.device)|\(stamp.inode)|\(stamp.size)|\(stamp.modified)"
        }
        return key
    }
}
