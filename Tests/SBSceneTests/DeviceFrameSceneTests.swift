import Foundation
import SBLayout
@testable import SBScene
import Testing

/// Issue 26, item 2: device frames' geometry (hand-computed from the published dimensions), the
/// scene key `frame` and its errors, and the schema's list of devices and finishes.
@Suite struct DeviceFrameSceneTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> SceneError? {
        do {
            _ = try plan(json)
            return nil
        } catch {
            return error as? SceneError
        }
    }

    @Test func theModelsFollowThePublishedDimensions() {
        // iPhone 15 Pro: 460 ppi at 3x = 460 / 3 / 25.4 = 6.03675 points per mm; body 70.6 x
        // 146.6 mm = 426.2 x 885.0 points; bezel 17 all round around the 393 x 852 screen:
        // 17 + 393 + 17 = 427, 17 + 852 + 17 = 886.
        let pro = DeviceFrameModel.model(for: .iPhone15Pro)
        #expect(abs(pro.pointsPerMillimetre - 6.03675) < 1e-5)
        #expect(pro.bodySize == Size(width: 427, height: 886))
        #expect(pro.screenRect == Rect(x: 17, y: 17, width: 393, height: 852))
        #expect(pro.screenCornerRadius == 55 && pro.bodyCornerRadius == 72)
        // The Action button 27.5-34.5 mm: 27.5 x 6.03675 = 166.01 -> 166, 34.5 x 6.03675 =
        // 208.27 -> 208, 42 long. The side button 41-58 mm: 247.51 -> 248, 350.13 -> 350, 102 long.
        #expect(pro.buttons.first == DeviceButton(edge: .left, start: 166, length: 42))
        #expect(pro.buttons.last == DeviceButton(edge: .right, start: 248, length: 102))
        // The Dynamic Island: 126 x 37.33, centred on the 393-point screen 11 points down:
        // x = 17 + (393 - 126) / 2 = 150.5, y = 17 + 11 = 28.
        #expect(pro.cutout == .dynamicIsland(pill: Rect(x: 150.5, y: 28, width: 126, height: 37.33)))

        // iPhone 15 Pro Max: 17 + 430 + 17 = 464, 17 + 932 + 17 = 966.
        #expect(DeviceFrameModel.model(for: .iPhone15ProMax).bodySize == Size(width: 464, height: 966))
        // iPhone 14: 21 + 390 + 21 = 432, 21 + 844 + 21 = 886; corners 47.33 + 21 = 68.33.
        let fourteen = DeviceFrameModel.model(for: .iPhone14)
        #expect(fourteen.bodySize == Size(width: 432, height: 886) && fourteen.bodyCornerRadius == 68.33)
        // iPhone SE: 326 / 2 / 25.4 = 6.41732 points per mm; 28 + 375 + 28 = 431,
        // 111 + 667 + 111 = 889; the Home button 10.9 mm x 6.41732 = 69.9, a 35-point radius,
        // centred in the bottom bezel: x = 431 / 2 = 215.5, y = 111 + 667 + 111 / 2 = 833.5.
        let se = DeviceFrameModel.model(for: .iPhoneSE)
        #expect(abs(se.pointsPerMillimetre - 6.41732) < 1e-5)
        #expect(se.bodySize == Size(width: 431, height: 889) && se.screenCornerRadius == 0)
        if case .homeButton(_, _, let center, let radius) = se.cutout {
            #expect(center == Point(x: 215.5, y: 833.5) && radius == 35)
        } else {
            Issue.record("the SE has a Home button")
        }
        // iPad Pro 11: 264 / 2 / 25.4 = 5.19685 points per mm; 47 + 834 + 47 = 928,
        // 47 + 1194 + 47 = 1288. Its top button 141-159 mm: 732.76 -> 733, 826.30 -> 826, 93 long.
        let pad = DeviceFrameModel.model(for: .iPadPro11)
        #expect(pad.bodySize == Size(width: 928, height: 1288) && pad.screenScale == 2)
        #expect(pad.buttons.first == DeviceButton(edge: .top, start: 733, length: 93))
    }

    @Test func aBareFrameEndsAtTheButtons() {
        // No title, no background: padding 0; the buttons stand 3 points out each side:
        // 3 + 427 + 3 = 433 wide, 3 + 886 + 3 = 892 tall.
        let layout = DeviceFrameLayout(frame: DeviceFrame(device: .iPhone15Pro), content: Size(width: 393, height: 852))
        #expect(layout.pictureSize == Size(width: 433, height: 892))
        #expect(layout.bodyRect == Rect(x: 3, y: 3, width: 427, height: 886))
        #expect(layout.screenRect == Rect(x: 20, y: 20, width: 393, height: 852))
        // A screen-sized picture is drawn one point for one point at the screen's corner.
        #expect(layout.contentScale == 1 && layout.contentOrigin == Point(x: 20, y: 20))
        #expect(layout.titleRect == nil)
    }

    @Test func aTitleAndBackgroundGetPaddingAndATitleBox() {
        // Padding: a tenth of the body's width, 427 / 10 = 42.7 -> 43. Title: 427 / 13 = 32.8 ->
        // 33 points; two lines of 33 x 1.25 = 41.25 -> 41 points, then a 33-point gap: 115.
        let frame = DeviceFrame(device: .iPhone15Pro, title: "Hello\nWorld", background: .color(.black))
        #expect(frame.resolvedPadding == 43)
        let layout = DeviceFrameLayout(frame: frame, content: Size(width: 393, height: 852))
        #expect(layout.titleFontSize == 33)
        // Width 43 + 433 + 43 = 519; height 43 + 115 + 892 + 43 = 1093.
        #expect(layout.pictureSize == Size(width: 519, height: 1093))
        #expect(layout.titleRect == Rect(x: 43, y: 43, width: 433, height: 82))
        // The body: x = 43 + 3 = 46, y = 43 + 115 + 3 = 161.
        #expect(layout.bodyRect.origin == Point(x: 46, y: 161))
        // An empty title is none: no padding, no title box.
        #expect(DeviceFrame(device: .iPhone15Pro, title: "").resolvedPadding == 0)
        #expect(DeviceFrameLayout(frame: DeviceFrame(device: .iPhone15Pro, title: ""), content: Size(width: 393, height: 852)).titleRect == nil)
        // A given padding wins: 0 + 433 + 0 = 433 wide.
        #expect(DeviceFrameLayout(frame: DeviceFrame(device: .iPhone15Pro, background: .color(.black), padding: 0),
                                  content: Size(width: 393, height: 852)).pictureSize.width == 433)
    }

    @Test func anotherCanvasFillsTheScreen() {
        // 768 x 1024 on the 393 x 852 screen: max(393 / 768, 852 / 1024) = max(0.5117, 0.83203)
        // = 0.83203125; the picture is 768 x 0.83203125 = 639 wide, centred:
        // x = 20 + (393 - 639) / 2 = -103, y = 20.
        let layout = DeviceFrameLayout(frame: DeviceFrame(device: .iPhone15Pro), content: Size(width: 768, height: 1024))
        #expect(layout.contentScale == 0.83203125)
        #expect(layout.contentOrigin == Point(x: -103, y: 20))
        // 768 x 1024 on the iPad's 834 x 1194: max(1.0859, 1.166015625) = 1.166015625, 895.5 wide,
        // x = 50 + (834 - 895.5) / 2 = 19.25.
        let pad = DeviceFrameLayout(frame: DeviceFrame(device: .iPadPro11), content: Size(width: 768, height: 1024))
        #expect(pad.contentScale == 1.166015625)
        #expect(pad.contentOrigin == Point(x: 19.25, y: 50))
    }

    @Test func theSceneKeyTakesAnIdOrAnObject() throws {
        // The canvas defaults to the device's screen, and the picture grows by the frame.
        let bare = try plan(#"{"layout": "circle", "frame": "iphone-15-pro"}"#)
        #expect(bare.canvasSize == Size(width: 393, height: 852) && bare.spec.viewport == Size(width: 393, height: 852))
        #expect(bare.deviceFrame == DeviceFrame(device: .iPhone15Pro))
        #expect(bare.pixelWidth == 433 && bare.pixelHeight == 892)
        // At scale 2: 866 x 1784.
        let full = try plan(##"""
            {"layout": "flow", "canvas": {"size": [300, 600], "scale": 2},
             "frame": {"device": "iphone-se", "color": "natural-titanium", "title": "Hi", "background": ["#000000", "#ffffff"], "padding": 10}}
            """##)
        #expect(full.canvasSize == Size(width: 300, height: 600))
        #expect(full.deviceFrame == DeviceFrame(device: .iPhoneSE, finish: .naturalTitanium, title: "Hi",
                                                background: .gradient(top: .black, bottom: .white), padding: 10))
        #expect(bare.scale == 1 && full.pixelWidth == 2 * (10 + 437 + 10))
        #expect(try plan(##"{"frame": {"device": "ipad-pro-11", "background": "#123,#456"}}"##).deviceFrame?.background
                == .gradient(top: Color(hex: "#123")!, bottom: Color(hex: "#456")!))
        // The command line's options override field by field.
        let merged = try Scene.decode(Data(#"{"frame": {"device": "iphone-14", "title": "A"}}"#.utf8))
            .overriding({ var s = Scene(); s.frame = SceneFrame(color: .blue); return s }())
        #expect(merged.frame == SceneFrame(device: .iPhone14, color: .blue, title: "A"))
    }

    @Test func badFramesSayWhereAndWhatIsValid() {
        let devices = FramedDevice.names
        #expect(error(#"{"frame": "iphone-6"}"#)?.description == "frame: unknown device 'iphone-6'; expected one of \(devices)")
        #expect(error(#"{"frame": {"device": "pixel"}}"#)?.description == "frame.device: unknown device 'pixel'; expected one of \(devices)")
        #expect(error(#"{"frame": {"device": "iphone-14", "color": "gold"}}"#)?.description
                == "frame.color: unknown colour 'gold'; expected one of black, silver, natural-titanium, blue")
        #expect(error(#"{"frame": {"color": "blue"}}"#)?.path == "frame.device")
        #expect(error(#"{"frame": {"device": "iphone-14", "colour": "blue"}}"#)?.description.hasPrefix("frame.colour: unknown key 'colour' (did you mean 'color'?)") == true)
        #expect(error(##"{"frame": {"device": "iphone-14", "background": "red"}}"##)?.path == "frame.background")
        #expect(error(##"{"frame": {"device": "iphone-14", "background": ["#fff"]}}"##)?.path == "frame.background")
        #expect(error(#"{"frame": {"device": "iphone-14", "padding": -1}}"#)?.description
                == "frame.padding: expected a number of points from 0 to 2000, got -1")
        #expect(error(#"{"frame": {"device": "iphone-14", "title": "a\nb\nc\nd"}}"#)?.description == "frame.title: has 4 lines; at most 3")
        #expect(error(#"{"frame": 3}"#)?.path == "frame")
        // A framed picture past the pixel limit is refused at the frame, though its canvas fits:
        // the iPad at scale 3 with 2000 points of padding is 3 x (2000 + 934 + 2000) = 14802
        // wide and, with a 3-line title (928 / 13 = 71 points, 3 x 89 + 71 = 338 tall),
        // 3 x (2000 + 338 + 1294 + 2000) = 16896 tall: more than 16384.
        #expect(error(#"{"canvas": {"scale": 3}, "frame": {"device": "ipad-pro-11", "padding": 2000, "title": "a\nb\nc"}}"#)?.path == "frame")
    }

    @Test func theSchemaListsTheDevicesAndFinishes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Schema/scene.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        #expect((properties["frame"] as? [String: Any])?["$ref"] as? String == "#/$defs/frame")
        #expect((defs["frameDevice"] as? [String: Any])?["enum"] as? [String] == FramedDevice.allCases.map(\.rawValue))
        #expect((defs["frameFinish"] as? [String: Any])?["enum"] as? [String] == DeviceFinish.allCases.map(\.rawValue))
        let object = try #require(((defs["frame"] as? [String: Any])?["oneOf"] as? [[String: Any]])?.last)
        #expect(Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(SceneFrame.CodingKeys.allCases.map(\.rawValue)))
    }
}
