import Foundation
import SBLayout
import SBScene
import Testing

/// The cookbook's navigation bar (issue 25): the scene key, the collection view below the bar,
/// the refusals, the Colorize tint's arithmetic and the sample's bar buttons.
@Suite struct NavigationBarSceneTests {
    func decode(_ json: String) throws -> Scene { try Scene.decode(Data(json.utf8)) }

    func error(_ json: String) -> String? {
        do {
            _ = try RenderPlan(scene: decode(json))
            return nil
        } catch let e as SceneError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test func theCollectionViewLiesBelowTheBar() throws {
        let scene = try decode(#"{"layout": "circle", "navigationBar": "cookbook"}"#)
        #expect(scene.navigationBar == .cookbook)
        // iOS 7's bar: 20 pt of status bar + 44 pt of bar = 64; the 1024-point canvas leaves
        // 1024 - 64 = 960 for the collection view.
        #expect(NavigationBar.cookbook.height == 64)
        #expect(try scene.collectionViewFrame() == Rect(x: 0, y: 64, width: 768, height: 960))
        let plan = try RenderPlan(scene: scene)
        #expect(plan.collectionViewFrame == Rect(x: 0, y: 64, width: 768, height: 960))
        #expect(plan.spec.viewport == Size(width: 768, height: 960))
        #expect(try scene.layoutSpec().viewport == Size(width: 768, height: 960))
        // The default is no bar: the whole canvas, as before.
        let bare = try decode(#"{"layout": "circle"}"#)
        #expect(bare.resolvedNavigationBar == .none)
        #expect(try bare.collectionViewFrame() == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(try RenderPlan(scene: decode(#"{"layout": "flow", "navigationBar": "none"}"#)).collectionViewFrame.minY == 0)
    }

    @Test func theBarBelongsToTheCookbooksLayouts() throws {
        for layout in ["flow", "circle", "punched", "grid"] {
            #expect(error(#"{"layout": "\#(layout)", "navigationBar": "cookbook"}"#) == nil, "\(layout)")
        }
        let springboard = try #require(error(#"{"layout": "springboard", "navigationBar": "cookbook"}"#))
        #expect(springboard == #"navigationBar: the cookbook's navigation bar belongs to its layouts (flow, circle, punched, grid), not springboard; remove the key or set "navigationBar": "none""#)
        let both = try #require(error(#"{"layout": "circle", "statusBar": "ios6", "navigationBar": "cookbook"}"#))
        #expect(both == #"navigationBar: iOS 7's navigation bar holds its own status bar: remove "statusBar": "ios6" (or set "statusBar": "none") to draw it"#)
        let unknown = try #require(error(#"{"layout": "circle", "navigationBar": "ios7"}"#))
        #expect(unknown == "navigationBar: unknown value 'ios7'; expected one of cookbook, none")
        // 64 points of bar leave nothing of a 60-point canvas.
        let short = try #require(error(#"{"layout": "circle", "navigationBar": "cookbook", "canvas": {"size": [320, 60]}}"#))
        #expect(short == #"canvas.size: must be taller than the 64-point navigation bar, got 320x60; make it taller or set "navigationBar": "none""#)
    }

    @Test func colorizeTintsTheBarWithTheCellAtAlphaPointTwo() {
        // barTintColor = cell at alpha 0.2 over the bar's #f7f7f7 (247 / 255 = 0.968627...):
        // 0.2 x cell + 0.8 x 0.968627 = 0.2 x cell + 0.774902.
        let bar = NavigationBar.barColor(tint: Color(red: 1, green: 0, blue: 0.5))
        #expect(abs(bar.red - 0.974902) < 1e-6)    // 0.2 + 0.774902
        #expect(abs(bar.green - 0.774902) < 1e-6)  // 0 + 0.774902
        #expect(abs(bar.blue - 0.874902) < 1e-6)   // 0.1 + 0.774902
        #expect(bar.alpha == 1)
        #expect(NavigationBar.barColor(tint: nil) == NavigationBar.background)
        // COOKBOOK_PURPLE_COLOR, the window's tint.
        #expect(NavigationBar.tint == Color(red: 0.20392, green: 0.19607, blue: 0.61176))
    }

    @Test func theCircleSampleShowsItsTitleAndButtons() throws {
        let circle = try #require(LayoutRegistration.circle.navigationBarItems)
        #expect(circle.title == "Double-tap items" && circle.left == "Add" && circle.right == "Delete")
        #expect(LayoutRegistration.punched.navigationBarItems == NavigationBar.Items())
        // The springboard's and the home screen's samples have no navigation bar.
        #expect(LayoutRegistration.springboard.navigationBarItems == nil && LayoutRegistration.homescreen.navigationBarItems == nil)
        // Add while count < (IS_IPAD ? 20 : 8); Delete while count != 0.
        #expect(NavigationBar.addEnabled(itemCount: 19, canvasWidth: 768))
        #expect(!NavigationBar.addEnabled(itemCount: 20, canvasWidth: 768))
        #expect(!NavigationBar.addEnabled(itemCount: 8, canvasWidth: 320))
        #expect(NavigationBar.addEnabled(itemCount: 7, canvasWidth: 320))
        #expect(!NavigationBar.deleteEnabled(itemCount: 0) && NavigationBar.deleteEnabled(itemCount: 1))
    }
}
