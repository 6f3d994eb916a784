internal import Foundation
internal import SBLayout
internal import SBRender
internal import SBScene

/// The list a cell is in: its appearance, whether the cell is its section's header (the first
/// item under `headerMode = .firstItemInSection`), and the list's side margin.
struct ListContext: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isSectionHeader: Bool
    var margin: CGFloat
}

extension UICollectionViewCell {
    /// The configuration update: the content and background configurations updated for the
    /// state (when they update automatically), then ``updateConfiguration(using:)``, then the
    /// ``configurationUpdateHandler``.
    func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration || automaticallyUpdatesBackgroundConfiguration {
            showConfigurations(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        // What the overrides set was shown for the state already; nothing more is pending.
        needsConfigurationUpdate = false
    }

    private func showConfigurations(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { showContentConfiguration(state: state) }
        if automaticallyUpdatesBackgroundConfiguration { showBackgroundConfiguration(state: state) }
    }

    /// The content configuration was set: its view shows it (updated for the state when the
    /// cell updates it automatically).
    func applyContentConfiguration() {
        showContentConfiguration(state: automaticallyUpdatesContentConfiguration ? configurationState : nil)
    }

    private func showContentConfiguration(state: UICellConfigurationState?) {
        guard let given = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            configuredContentConstraints = []
            return
        }
        let shown = state.map { given.updated(for: $0) } ?? given
        if let view = configuredContentView, view.supports(shown), view.superview === contentView {
            view.configuration = shown
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        configuredContentView = view
        configuredContentConstraints = [
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ]
        NSLayoutConstraint.activate(configuredContentConstraints)
    }

    /// How far a list cell's content view is kept from the cell's sides, as UIKit lays it
    /// out: the indentation and a leading outline chevron's slot on the leading side, the
    /// accessories (and a trailing chevron's slot) on the trailing side.
    var contentViewInsets: (leading: CGFloat, trailing: CGFloat) {
        guard let list = self as? UICollectionViewListCell, listContext != nil else { return (0, 0) }
        var leading = list.indentation, trailing: CGFloat = 0
        // The accessories shown always, and those of the collection view's editing mode.
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        let shown = list.accessories.filter { $0.displayed == .always || ($0.displayed == .whenEditing) == editing }
        let drawn = shown.compactMap(\.listAccessory)
        if !drawn.isEmpty {
            let widths = drawn.map(ListRowContent.width(of:)).reduce(0, +) + ListRowContent.accessorySpacing * Double(drawn.count - 1)
            trailing += CGFloat(widths + ListRowContent.textToAccessory)
        }
        // A reorder grip keeps its slot on the trailing edge (hidden or not); a table row's
        // editing control its slot on the leading side when the row indents for it.
        if shown.contains(where: { if case .reorder = $0.kind { true } else { false } }) {
            trailing += CGFloat(TableEditingControl.gripSlot)
        }
        if let row = self as? TableRowCell, row.editingControl != .none, row.indentsForEditingControl {
            leading += CGFloat(TableEditingControl.slot)
        }
        // Custom views take their slots and the accessories' spacing on their side.
        for custom in list.shownCustomAccessories(editing: editing) {
            let slot = custom.slotWidth + CGFloat(ListRowContent.accessorySpacing)
            if custom.placement.isLeading { leading += slot } else { trailing += slot }
        }
        if let trailingChevron = list.outlineChevronIsTrailing {
            let slot = CGFloat(ViewLookStyle.chevronSlot + ViewLookStyle.chevronGap)
            if trailingChevron { trailing += slot } else { leading += slot }
        }
        return (leading, trailing)
    }

    /// The content view's frame in `bounds`: less ``contentViewInsets``, mirrored right to left.
    func contentViewFrame(in bounds: CGRect) -> CGRect {
        let insets = contentViewInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? insets.trailing : insets.leading, right = rtl ? insets.leading : insets.trailing
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }

    /// The content view moves with new accessories, indentation or list.
    func updateContentViewInsets() {
        let frame = contentViewFrame(in: bounds)
        if contentView.frame != frame { contentView.frame = frame }
    }

    func listContextDidChange() {
        // A list cell without a background of its own takes its list's (UIKit's list cells
        // start with the list's background configuration).
        if let list = self as? UICollectionViewListCell, listContext != nil, backgroundView == nil,
           backgroundIsListDefault || (backgroundConfiguration == nil && backgroundColor == nil) {
            backgroundConfiguration = list.defaultBackgroundConfiguration()
            backgroundIsListDefault = true
        }
        updateContentViewInsets()
        // The list's margins reach the content view through its superview margins.
        if let view = configuredContentView, let shown = (view as any UIContentView).configuration as? UIListContentConfiguration {
            view.configuration = shown
        }
    }

    /// The background configuration was set: its view shows it (updated for the state when the
    /// cell updates it automatically).
    func applyBackgroundConfiguration() {
        showBackgroundConfiguration(state: automaticallyUpdatesBackgroundConfiguration ? configurationState : nil)
    }

    private func showBackgroundConfiguration(state: UICellConfigurationState?) {
        guard let given = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let shown = state.map { given.updated(for: $0) } ?? given
        let view = configuredBackgroundView ?? UIView(frame: bounds)
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
        }
        let tint = tintColor ?? .systemBlue
        view.backgroundColor = shown.resolvedBackgroundColor(for: tint)
        view.layer.cornerRadius = shown.cornerRadius
        view.clipsToBounds = shown.cornerRadius > 0 && shown.customView != nil
        view.layer.borderWidth = shown.strokeWidth
        view.layer.borderColor = shown.strokeWidth > 0 ? shown.resolvedStrokeColor(for: tint).cgColor : nil
        for s in view.subviews where s !== shown.customView { s.removeFromSuperview() }
        if let custom = shown.customView, custom.superview !== view {
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(custom)
        }
        backgroundInsetsShown = shown.backgroundInsets
        layOutBackgroundConfigurationView()
    }

    /// The background configuration's view fills the cell less its insets.
    func layOutBackgroundConfigurationView() {
        guard let view = configuredBackgroundView else { return }
        let i = backgroundInsetsShown
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        let frame = CGRect(x: bounds.minX + left, y: bounds.minY + i.top,
                           width: max(0, bounds.width - left - right), height: max(0, bounds.height - i.top - i.bottom))
        if view.frame != frame { view.frame = frame }
        if let custom = view.subviews.first, custom.frame != view.bounds { custom.frame = view.bounds }
    }
}

extension UICellAccessory {
    /// The accessory as SBRender's list rows draw it (nil for the outline disclosure, which
    /// SBUIKit draws itself).
    var listAccessory: ListAccessory? {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detail
        case .outlineDisclosure, .reorder, .customView: nil
        }
    }
}

extension UICollectionViewListCell {
    /// Whether the cell's outline disclosure sits on the trailing side (the header style), on
    /// the leading side (the cell style), or nil without one. The automatic style is the header
    /// style for a section's header cell (`headerMode = .firstItemInSection`) and a header's
    /// content configuration, as UIKit's.
    var outlineChevronIsTrailing: Bool? {
        guard let options = accessories.lazy.filter({ $0.displayed != .whenEditing }).compactMap({ a -> UICellAccessory.OutlineDisclosureOptions? in
            if case let .outlineDisclosure(o) = a.kind { o } else { nil }
        }).first else { return nil }
        switch options.style {
        case .header: return true
        case .cell: return false
        case .automatic:
            return listContext?.isSectionHeader == true || (contentConfiguration as? UIListContentConfiguration)?.isHeaderStyle == true
        }
    }
}

extension UICollectionView {
    /// The list the item at `indexPath` is in, when its section is a list section of a
    /// compositional layout.
    func listContext(at indexPath: Foundation.IndexPath) -> ListContext? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(ofSection: indexPath.section) else { return nil }
        return ListContext(appearance: list.appearance, isSectionHeader: list.headerMode == UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection && indexPath.item == 0,
                           margin: CGFloat(Compositional.ListConfiguration.layoutMargin(forWidth: Double(bounds.width))))
    }
}
