import SBLayout
import SBScene

/// iOS 7's navigation bar as the cookbook's samples show it, drawn across the top of the canvas
/// over the collection view's superview: 64 points of the bar's colour (the status bar's 20 and
/// the bar's 44), a one-pixel hairline at its foot, the status bar's black text ("iPad" or
/// "Carrier" (an iPhone) and the Wi-Fi fan at the left, the time centred, the charge and a full battery at
/// the right, Helvetica Neue Medium 12), the sample's title centred in the bar (Helvetica Neue
/// Medium 17, black) and its bar buttons (Helvetica Neue 17 in the window's tint, grey when
/// disabled).
enum NavigationBarView {
    /// The bar buttons' distance from the canvas's edges (*assumption*: iOS 7 keeps 16 points on
    /// an iPhone and 20 on an iPad).
    static func margin(width: Double) -> Double { width >= 768 ? 20 : 16 }

    /// Draws the bar of `plan` (nothing when it has none), in the canvas's points.
    /// - Parameter itemCount: the items in the collection, for the sample's Add and Delete
    ///   buttons' enabled states.
    static func draw(_ plan: RenderPlan, itemCount: Int, on p: any Painter) {
        guard plan.navigationBar != .none else { return }
        let width = plan.canvasSize.width
        let height = plan.navigationBar.height
        p.addRect(Rect(x: 0, y: 0, width: width, height: height))
        p.setColor(NavigationBar.barColor(tint: plan.navigationBarTint))
        p.fill(preserve: false)
        // The hairline: one pixel at the bar's foot, inside the bar.
        let pixel = 1 / Double(max(plan.scale, 1))
        p.addRect(Rect(x: 0, y: height - pixel, width: width, height: pixel))
        p.setColor(NavigationBar.hairline)
        p.fill(preserve: false)
        drawStatusBar(width: width, on: p)

        let bar = Rect(x: 0, y: NavigationBar.statusBarHeight, width: width, height: NavigationBar.barHeight)
        let items = plan.registration.navigationBarItems ?? NavigationBar.Items()
        let buttonFont = FontRequest(family: "Helvetica Neue", size: 17)
        let margin = margin(width: width)
        var leftEnd = margin, rightStart = width - margin
        if let left = items.left {
            let w = p.measureText(left, font: buttonFont, width: nil).width
            let enabled = NavigationBar.addEnabled(itemCount: itemCount, canvasWidth: width)
            p.drawText(left, in: Rect(x: margin, y: bar.minY, width: w + 1, height: bar.height),
                       style: TextStyle(font: buttonFont, color: enabled ? NavigationBar.tint : NavigationBar.disabled, alignment: .left, maximumLines: 1))
            leftEnd = margin + w
        }
        if let right = items.right {
            let w = p.measureText(right, font: buttonFont, width: nil).width
            let enabled = NavigationBar.deleteEnabled(itemCount: itemCount)
            p.drawText(right, in: Rect(x: width - margin - w - 1, y: bar.minY, width: w + 1, height: bar.height),
                       style: TextStyle(font: buttonFont, color: enabled ? NavigationBar.tint : NavigationBar.disabled, alignment: .right, maximumLines: 1))
            rightStart = width - margin - w
        }
        if let title = items.title {
            // Centred on the bar, kept clear of the buttons (8 points each side).
            let half = min(width / 2 - leftEnd - 8, rightStart - 8 - width / 2)
            if half > 0 {
                p.drawText(title, in: Rect(x: width / 2 - half, y: bar.minY, width: 2 * half, height: bar.height),
                           style: TextStyle(font: FontRequest(family: "Helvetica Neue", size: 17, weight: .medium), color: .black,
                                            alignment: .center, maximumLines: 1))
            }
        }
    }

    /// iOS 7's status bar over a light bar: black text and symbols on the bar's colour.
    static func drawStatusBar(width: Double, on p: any Painter) {
        let h = NavigationBar.statusBarHeight
        let font = FontRequest(family: "Helvetica Neue", size: 12, weight: .medium)
        let device = width >= 768 ? "iPad" : "Carrier"
        let deviceWidth = p.measureText(device, font: font, width: nil).width
        p.drawText(device, in: Rect(x: 6, y: 0, width: deviceWidth + 1, height: h),
                   style: TextStyle(font: font, color: .black, alignment: .left, maximumLines: 1))
        p.withSavedState {
            // The Wi-Fi fan at 0.8 of iOS 6's size, after the device name.
            p.translate(x: 6 + deviceWidth + 5 + 5.6, y: 14.5)
            p.scale(x: 0.8, y: 0.8)
            StatusBarView.drawWiFi(center: .zero, color: .black, on: p)
        }
        p.drawText(StatusBar.time, in: Rect(x: 0, y: 0, width: width, height: h),
                   style: TextStyle(font: font, color: .black, alignment: .center, maximumLines: 1))
        let battery = Rect(x: width - 6 - 2 - 24, y: 5, width: 24, height: 10)
        let percentWidth = p.measureText(StatusBarView.batteryPercentage, font: font, width: nil).width
        p.drawText(StatusBarView.batteryPercentage, in: Rect(x: battery.minX - 4 - percentWidth - 1, y: 0, width: percentWidth + 1, height: h),
                   style: TextStyle(font: font, color: .black, alignment: .right, maximumLines: 1))
        StatusBarView.drawBattery(battery, color: .black, on: p)
    }
}
