import Foundation
import SBLayout
import SBScene
import Testing

/// The home screen's scene keys: what they lay out and the errors, with their key paths.
@Suite struct HomeScreenSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> String? {
        do {
            _ = try plan(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aSceneGivesTheDeviceTheTilesInReadingOrderAndTheStyles() throws {
        let p = try plan(#"""
        {"layout": "homescreen", "device": "iphone-14", "appearance": "dark",
         "homescreen": {"apps": [{"label": "Mail", "badge": 3}, {"label": "Maps", "icon": "maps.png"}, {"label": "Notes"}],
                        "widgets": [{"widget": "small", "title": "Weather"}, {"widget": "medium", "title": "News", "at": 2}],
                        "folders": [{"label": "Tools", "apps": [{"label": "Clock"}, {"label": "Compass"}]}],
                        "dock": [{"label": "Phone"}, {"label": "Safari"}]}}
        """#)
        #expect(p.canvasSize == Size(width: 390, height: 844))
        #expect(p.spec.viewport == Size(width: 390, height: 844))
        let home = try #require(p.spec.homescreen)
        #expect(home.device.id == "iphone-14")
        #expect(home.appearance == .dark)
        // The small widget first (no "at"), the medium one at place 2, the folder last.
        #expect(home.tiles == [.widget(.small), .app, .widget(.medium), .app, .app, .folder(apps: 2)])
        #expect(home.itemCounts == [6, 2, 2])
        // Styles by identity: the tiles, then the dock, then the folder's apps.
        #expect(p.styles.map(\.label) == ["Weather", "Mail", "News", "Maps", "Notes", "Tools", "Phone", "Safari", "Clock", "Compass"])
        #expect(p.styles[1].badge == "3")
        #expect(p.styles[3].image == "maps.png")
        #expect(p.imageKeyPaths["maps.png"] == "homescreen.apps[1].icon")
        #expect(p.cellStyle == .homescreen)
        #expect(p.wallpaper == .builtin(.nightfall))
    }

    @Test func withoutAHomescreenObjectTheSeedDemoIsDrawn() throws {
        let p = try plan(#"{"layout": "homescreen"}"#)
        #expect(p.canvasSize == Size(width: 393, height: 852))
        #expect(p.spec.resolvedItemCounts == [21, 4, 6])
        #expect(p.wallpaper == .builtin(.bloom))
        #expect(p.style(forIdentity: 3).label == "Mail")
    }

    @Test func badValuesAreRefusedWithTheirKeyPaths() {
        // issue 40: an empty icon was read as a file with no name ("cannot read the image : it does
        // not exist"); an empty path is refused by its key.
        let empty = "is empty; give the path of a PNG file (or of an icon's .appiconset folder), or leave the key out"
        #expect(error(#"{"layout": "homescreen", "homescreen": {"apps": [{"label": "A", "icon": ""}]}}"#)
                == "homescreen.apps[0].icon: " + empty)
        #expect(error(#"{"layout": "flow", "sections": [{"items": [{"image": ""}]}]}"#) == "sections[0].items[0].image: " + empty)
        #expect(error(#"{"layout": "homescreen", "device": "iphone-3g"}"#)
                == "device: unknown device 'iphone-3g'; expected one of \(DevicePreset.ids.joined(separator: ", "))")
        #expect(error(#"{"layout": "homescreen", "homescreen": {"widgets": [{"widget": "huge"}]}}"#)
                == "homescreen.widgets[0].widget: unknown widget size 'huge'; expected one of small, medium, large")
        #expect(error(#"{"layout": "homescreen", "homescreen": {"widgets": [{"title": "A"}]}}"#)
                == #"homescreen.widgets[0].widget: is missing; give the widget's size, one of small, medium, large, or a built-in widget {"kind": ...} (clock, calendar, weather, reminders, photo)"#)
        #expect(error(#"{"layout": "homescreen", "homescreen": {"apps": [{"lable": "A"}]}}"#)?.hasPrefix("homescreen.apps[0].lable: unknown key 'lable' (did you mean 'label'?)") == true)
        #expect(error(#"{"layout": "homescreen", "homescreen": {"dock": [{}, {}, {}, {}, {}]}}"#)
                == "homescreen: dock: iPhone 15 Pro's dock holds 0 to 4 icons, got 5")
        #expect(error(#"{"layout": "homescreen", "homescreen": {"folders": [{"at": -1}]}}"#)
                == "homescreen.folders[0].at: expected a place in the reading order: a whole number from 0, got -1")
        let long = String(repeating: "x", count: Limits.labelCharacters + 1)
        #expect(error(#"{"layout": "homescreen", "homescreen": {"widgets": [{"widget": "small", "title": "\#(long)"}]}}"#)
                == "homescreen.widgets[0].title: a title of \(Limits.labelCharacters + 1) characters; titles are at most \(Limits.labelCharacters) characters")
        #expect(error(#"{"layout": "flow", "device": "iphone-14"}"#)
                == #"device: belongs to the home screen; set "layout": "homescreen" or remove the key"#)
        #expect(error(#"{"layout": "homescreen", "appearance": "sepia"}"#) == "appearance: unknown value 'sepia'; expected one of light, dark")
        #expect(error(#"{"layout": "homescreen", "sections": 2}"#)?.hasPrefix("sections: a home screen's items") == true)
        #expect(error(#"{"layout": "homescreen", "canvas": {"size": [768, 1024]}}"#)?.hasPrefix("canvas.size: must be iPhone 15 Pro's screen, 393x852") == true)
    }

    @Test func anIPadTurnsToLandscapeAndAPhoneDoesNot() throws {
        let land = try RenderPlan(scene: Scene.decode(Data(#"{"layout": "homescreen", "device": "ipad-pro-11", "orientation": "landscape"}"#.utf8)))
        #expect(land.canvasSize == Size(width: 1194, height: 834))
        func planError(_ json: String) -> String? {
            do { _ = try RenderPlan(scene: Scene.decode(Data(json.utf8))); return nil } catch { return "\(error)" }
        }
        #expect(planError(#"{"layout": "homescreen", "device": "iphone-17-pro", "orientation": "landscape"}"#)?
            .hasPrefix("orientation: iPhone 17 Pro's home screen is portrait only") == true)
        #expect(planError(#"{"layout": "homescreen", "device": "ipad-pro-11", "orientation": "landscape", "frame": "ipad-pro-11"}"#)?
            .hasPrefix("orientation: device frames are drawn in portrait") == true)
        #expect(planError(#"{"layout": "grid", "orientation": "landscape"}"#)?.hasPrefix("orientation: belongs to the home screen") == true)
        #expect(planError(#"{"layout": "homescreen", "orientation": "sideways"}"#)?.hasPrefix("orientation: unknown value 'sideways'") == true)
    }

    @Test func theExampleScenesLoad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["iphone", "iphone-dark", "ipad", "iphone-17-pro", "asset-catalogue"] {
            let path = root.appendingPathComponent("Examples/home-screens/\(name).json").path
            let scene = try Scene.load(path: path)
            let p = try RenderPlan(scene: scene)
            #expect(p.spec.layout == .homescreen, "\(name)")
        }
        let iphone = try RenderPlan(scene: Scene.load(path: root.appendingPathComponent("Examples/home-screens/iphone.json").path))
        // 18 apps, a widget and a folder on the pages; four in the dock; seven in the folder.
        #expect(iphone.spec.resolvedItemCounts == [20, 4, 7])
    }
}
