#!/usr/bin/env python3
"""`sbrender preview` in a real browser: starts the server on a scene in a temporary folder,
opens the page in headless Chromium through the DevTools protocol, edits the scene and checks
that the picture on the page changes without a reload, that a broken edit shows its error over
the last good picture, and that the server refuses files outside the scene's. Then: every file a
scene reads (scene, item image, wallpaper, home-screen icon) edited in turn shows on the page as
`sbrender --scene` draws it, byte for byte, in success and in failure, and across a restart on the
same port; changes of settings need the page's token and origin; a server at `ulimit -n 256`
survives 1,000 event-stream open/close cycles, a connection cap, half-sent requests and a
wallpaper bomb (refused with the command line's memory message); 1,000 saves with an animation
chosen stay under a memory ceiling (RSS printed). Standard library only (a minimal WebSocket
client is below). Always stops the servers and the browser; every wait is bounded.

Usage: scripts/test-preview.py path/to/sbrender [screenshot.png]
"""
import base64, http.client, json, os, re, resource, shlex, shutil, signal, socket, struct, subprocess, sys, tempfile, threading, time, zlib

DEADLINE = time.monotonic() + 420
# The most the server may hold after 1,000 saves with an animation chosen (VmRSS).
RSS_CEILING_MIB = 100


def fail(message):
    raise SystemExit(f"test-preview: FAIL: {message}")


class PageScriptError(SystemExit):
    """A script evaluated on the page threw (a failure, except while a probe is waited for)."""


def wait_for(what, probe, timeout):
    """Polls `probe` until it answers truthily. A page script that throws in it (an element not
    there yet while the page reloads or navigates) is a "not yet"; the last such error is said
    if the time runs out."""
    end = min(time.monotonic() + timeout, DEADLINE)
    thrown = None
    while time.monotonic() < end:
        try:
            value = probe()
        except PageScriptError as error:
            thrown, value = error, None
        if value:
            return value
        time.sleep(0.05)
    fail(f"timed out waiting for {what}" + (f" (the page's script last threw: {thrown.code})" if thrown else ""))


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client masking."""

    def __init__(self, url):
        m = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        self.sock = socket.create_connection((m.group(1), int(m.group(2))), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {m.group(3)} HTTP/1.1\r\nHost: {m.group(1)}:{m.group(2)}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                fail("DevTools closed the WebSocket handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            fail(f"DevTools refused the WebSocket: {response[:200]!r}")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                fail("DevTools closed the WebSocket")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            opcode = first & 0x0F
            if opcode in (0x1, 0x0):
                message += payload
                if first & 0x80:
                    return message.decode()
            elif opcode == 0x8:
                fail("DevTools closed the WebSocket")

    def call(self, method, **params):
        self.next_id += 1
        self.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.receive())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail(f"{method}: {reply['error']}")
                return reply["result"]

    def close_tab(self):
        """Closes this tab (and its event streams)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.devtools, timeout=10)
        connection.request("GET", f"/json/close/{self.target}")
        connection.getresponse().read()
        connection.close()
        self.sock.close()

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise PageScriptError(f"test-preview: FAIL: page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")


def open_tab(devtools):
    """A new tab of the browser whose DevTools listen on port `devtools`."""
    connection = http.client.HTTPConnection("127.0.0.1", devtools, timeout=10)
    connection.request("PUT", "/json/new?about:blank")
    target = json.loads(connection.getresponse().read())
    connection.close()
    tab = WebSocket(target["webSocketDebuggerUrl"])
    tab.devtools, tab.target = devtools, target["id"]
    return tab


def http_get(port, path, host="127.0.0.1", method="GET", headers=None, address="127.0.0.1"):
    connection = http.client.HTTPConnection(address, port, timeout=10)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", f"{host}:{port}")
    for name, value in (headers or {}).items():
        connection.putheader(name, value)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def png(width, height, rgba):
    """A PNG of one colour, `width` x `height`."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes(rgba) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def bomb():
    """A small PNG file that says it is 16384 x 16384 pixels (a decompression bomb's header):
    decoded, 2 GiB at the estimate's 8 bytes a pixel."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = zlib.compress(b"\0" * (1 << 20), 9)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16384, 16384, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", rows) + chunk(b"IEND", b""))


def write(path, data):
    """Saves `data` as an editor does: a new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)
    os.replace(temporary, path)


def start_server(sbrender, arguments, folder, processes, files_limit=None):
    """`sbrender preview ARGUMENTS` in `folder`; its port and process."""
    def limit():
        if files_limit:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files_limit, files_limit))
    server = subprocess.Popen([sbrender, "preview"] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              cwd=folder, start_new_session=True, preexec_fn=limit)
    processes.append(server)
    line = server.stdout.readline().decode()
    m = re.search(r"http://(?:127\.0\.0\.1|localhost):(\d+)/", line)
    if not m:
        fail(f"sbrender preview printed {line!r}, expected its address; stderr: {server.stderr.read(2000)!r}")
    return int(m.group(1)), server


def state_of(port, n=0, query=""):
    """Scene `n`'s state drawn with the settings `query` (a tab's address's query; empty: the
    command line's), or None while no tab follows them."""
    status, body = http_get(port, f"/scene/{n}/state.json" + (f"?{query}" if query else ""))
    return json.loads(body) if status == 200 else None


def settled(port, n=0, after=None, query=""):
    """The state once nothing is being drawn (and its picture is newer than `after`)."""
    def probe():
        s = state_of(port, n, query)
        if s is None or s["drawing"] or s["picture"] is None or (after is not None and s["picture"]["version"] == after):
            return None
        return s
    return wait_for("the scene to be drawn", probe, 30)


def reference(sbrender, scene, folder, options=()):
    """`sbrender --scene SCENE [OPTIONS]`'s PNG."""
    out = os.path.join(folder, "reference.png")
    subprocess.run([sbrender, "--scene", scene, *options, "--quiet", out], check=True, timeout=120, cwd=folder)
    with open(out, "rb") as f:
        return f.read()


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        fields = dict(line.split(":", 1) for line in f if ":" in line)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


# The picture as the page shows it: a digest of its pixels, drawn into a canvas.
PIXELS = """(() => { const i = document.querySelector('#picture');
  if (!i || !i.complete || !i.naturalWidth) return null;
  const c = document.createElement('canvas'); c.width = i.naturalWidth; c.height = i.naturalHeight;
  const g = c.getContext('2d'); g.drawImage(i, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data; let h = 0;
  for (let k = 0; k < d.length; k += 7) h = (h * 31 + d[k]) >>> 0;
  return c.width + 'x' + c.height + ':' + h; })()"""


# The bytes of the picture the page shows, fetched as the page fetched it (base64).
PAGE_BYTES = """(async () => { const r = await fetch(document.querySelector('#picture').src);
  const b = new Uint8Array(await r.arrayBuffer()); let s = '';
  for (let k = 0; k < b.length; k += 8192) s += String.fromCharCode.apply(null, b.subarray(k, k + 8192));
  return btoa(s); })()"""


def page_shows(tab, port, n, before, query=""):
    """Waits until scene `n` has a picture newer than version `before` (drawn with the settings
    `query`) and the page shows it loaded; returns the picture's bytes as the page has them and
    the state."""
    s = settled(port, n, after=before, query=query)
    version = s["picture"]["version"]
    wait_for(f"the page to show picture {version}", lambda: tab.evaluate(
        f"(() => {{ const i = document.querySelector('#picture'); return !!i && i.src.includes('v={version}') && i.complete && i.naturalWidth > 0; }})()"), 30)
    return base64.b64decode(tab.evaluate(PAGE_BYTES)), s


def check_fresh(tab, sbrender, folder, processes):
    """Every kind of file a scene reads, edited: the page shows `sbrender --scene`'s bytes."""
    write(os.path.join(folder, "item.png"), png(8, 8, (220, 30, 30, 255)))
    write(os.path.join(folder, "wall.png"), png(16, 16, (30, 30, 200, 255)))
    write(os.path.join(folder, "icon.png"), png(8, 8, (30, 200, 30, 255)))
    fresh = os.path.join(folder, "fresh.json")
    write(fresh, json.dumps({"layout": "grid", "canvas": {"size": [200, 200]}, "wallpaper": "wall.png",
                             "sections": [{"items": [{"image": "item.png"}, {"label": "b"}]}]}))
    home = os.path.join(folder, "home.json")
    write(home, json.dumps({"layout": "homescreen", "wallpaper": "none", "canvas": {"scale": 1},
                            "homescreen": {"apps": [{"label": "Mine", "icon": "icon.png"}], "dock": [{"label": "Phone"}]}}))
    port, server = start_server(sbrender, ["fresh.json", "home.json"], folder, processes)
    tab.call("Page.navigate", url=f"http://127.0.0.1:{port}/scene/0/")
    shown, s = page_shows(tab, port, 0, None)
    if shown != reference(sbrender, fresh, folder):
        fail("the first picture differs from sbrender --scene's")
    edits = [("the item image", "item.png", png(8, 8, (30, 30, 220, 255))),
             ("the wallpaper", "wall.png", png(16, 16, (240, 200, 0, 255))),
             ("the scene", "fresh.json", json.dumps({"layout": "grid", "canvas": {"size": [200, 200]}, "wallpaper": "wall.png",
                                                     "sections": [{"items": [{"image": "item.png"}, {"label": "c"}, {}]}]}))]
    for what, name, data in edits:
        write(os.path.join(folder, name), data)
        shown, s = page_shows(tab, port, 0, s["picture"]["version"])
        if shown != reference(sbrender, fresh, folder):
            fail(f"after an edit of {what}, the page's picture differs from sbrender --scene's")
    # A missing image is watched while the scene is broken: creating it draws again.
    os.remove(os.path.join(folder, "item.png"))
    wait_for("the missing image's error", lambda: (lambda e: e and "item.png" in e["text"])(state_of(port)["error"]), 30)
    write(os.path.join(folder, "item.png"), png(8, 8, (250, 120, 0, 255)))
    wait_for("the error to go", lambda: state_of(port)["error"] is None, 30)
    shown, s = page_shows(tab, port, 0, s["picture"]["version"])
    if shown != reference(sbrender, fresh, folder):
        fail("after the missing image was created, the page's picture differs from sbrender --scene's")
    # A home screen's icon.
    tab.call("Page.navigate", url=f"http://127.0.0.1:{port}/scene/1/")
    shown, h = page_shows(tab, port, 1, None)
    write(os.path.join(folder, "icon.png"), png(8, 8, (200, 0, 200, 255)))
    shown, h = page_shows(tab, port, 1, h["picture"]["version"])
    if shown != reference(sbrender, home, folder):
        fail("after an edit of the icon, the page's picture differs from sbrender --scene's")
    # A restart on the same port while the page is open: the page takes the new server's
    # picture (drawn from the icon as it is now), never keeps the old one for it.
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    write(os.path.join(folder, "icon.png"), png(8, 8, (0, 160, 160, 255)))
    old = h["picture"]["version"]
    deadline = time.monotonic() + 20
    while True:
        try:
            _, server = start_server(sbrender, ["fresh.json", "home.json", "--port", str(port)], folder, processes)
            break
        except SystemExit:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    shown, h = page_shows(tab, port, 1, old)
    if shown != reference(sbrender, home, folder):
        fail("after a restart, the open page's picture differs from sbrender --scene's")
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    print("test-preview: ok: item image, wallpaper, scene, missing image, icon and restart all show sbrender's bytes")


def key(tab, name, code=None):
    """A key pressed on the page, as the keyboard sends it."""
    tab.call("Input.dispatchKeyEvent", type="keyDown", key=name, text=name if len(name) == 1 else "", code=code or "")
    tab.call("Input.dispatchKeyEvent", type="keyUp", key=name, code=code or "")


def check_controls(tab, sbrender, folder, processes, screenshot):
    """The index, the settings in the address, device and appearance, zoom, downloads and keys."""
    home = os.path.join(folder, "home.json")
    os.makedirs(os.path.join(folder, "other"), exist_ok=True)
    shutil.copy(home, os.path.join(folder, "other", "home.json"))
    shutil.copy(os.path.join(folder, "icon.png"), os.path.join(folder, "other", "icon.png"))
    port, server = start_server(sbrender, ["home.json", "other/home.json"], folder, processes)
    status, body = http_get(port, "/")
    if (status != 200 or b">home.json<" not in body or b">other/home.json<" not in body or b'href="/scenes/other/home.json/"' not in body
            or b'src="/scenes/other/home.json/picture.png"' not in body):
        fail(f"the index does not show each scene's path and thumbnail: {body[:300]!r}")
    # Scenes are named by their paths.
    if json.loads(http_get(port, "/scenes/other/home.json/state.json")[1])["name"] != "home.json" or http_get(port, "/scenes/missing.json/")[0] != 404:
        fail("addresses by path")
    # The address carries the settings: opened (or reloaded) with them, the page asks for them.
    tab.call("Page.navigate", url=f"http://127.0.0.1:{port}/scenes/home.json/?device=iphone-se&appearance=dark&zoom=2")
    options = ["--device", "iphone-se", "--appearance", "dark"]
    mine = "device=iphone-se&appearance=dark"
    def drawn_with_settings():
        s = state_of(port, query=mine)
        return s if s and s["picture"] and s["picture"]["scene"]["device"] == "iphone-se" and s["picture"]["scene"]["appearance"] == "dark" and not s["drawing"] else None
    s = wait_for("the address's settings to be drawn", drawn_with_settings, 30)
    shown, s = page_shows(tab, port, 0, None, mine)
    if shown != reference(sbrender, home, folder, options):
        fail("the page's picture with device and appearance differs from sbrender --scene --device --appearance")
    if " ".join(options) not in s["command"]:
        fail(f"the copied command {s['command']!r} lacks {options}")
    if not tab.evaluate("!!document.querySelector('#back') && !document.querySelector('#page-field').hidden && !document.querySelector('#device-field').hidden"):
        fail("a home screen's page shows no way back, page field or device picker")
    # 2:1 is two CSS pixels per picture pixel, crisp; 0 fits again and leaves the address.
    width = s["picture"]["width"]
    wide = tab.evaluate("document.querySelector('#picture').style.width")
    if wide != f"{2 * width}px" or not tab.evaluate("document.querySelector('#picture').classList.contains('crisp')"):
        fail(f"zoom 2:1 shows the {width}-pixel picture {wide} wide")
    key(tab, "0", "Digit0")
    wait_for("zoom to fit", lambda: "zoom" not in tab.evaluate("location.search") and "device=iphone-se" in tab.evaluate("location.search"), 30)
    if tab.evaluate("document.querySelector('#download').getAttribute('download')") != "home.png" or "picture.png" not in tab.evaluate("document.querySelector('#download').href"):
        fail("the PNG download link")
    key(tab, "?")
    if tab.evaluate("document.querySelector('#help').hidden"):
        fail("? does not list the shortcuts")
    key(tab, "Escape", "Escape")
    # A reload restores the tab's settings from its address.
    tab.call("Page.reload")
    wait_for("the settings restored by the reload", lambda: tab.evaluate("document.querySelector('[name=device]').value") == "iphone-se"
             and tab.evaluate("document.querySelector('[name=appearance]').value") == "dark", 30)
    shown, s = page_shows(tab, port, 0, None, mine)
    if shown != reference(sbrender, home, folder, options):
        fail("after a reload, the page's picture differs from sbrender --scene --device --appearance")
    check_two_tabs(tab, sbrender, folder, port, home, shown)
    # Light and dark side by side: the other appearance is sbrender's --appearance light.
    tab.evaluate("document.querySelector('[name=compare]').click()")
    mine += "&compare=1"
    s = wait_for("the other appearance", lambda: (lambda j: j if j and j["variant"] and not j["drawing"] else None)(state_of(port, query=mine)), 30)
    if s["variant"]["appearance"] != "light" or http_get(port, f"/scenes/home.json/variant.png?{mine}")[1] != reference(sbrender, home, folder, ["--device", "iphone-se", "--appearance", "light"]):
        fail("the other appearance differs from sbrender --appearance light")
    wait_for("both pictures side by side", lambda: tab.evaluate(
        "(() => { const v = document.querySelector('#variant'); return !document.querySelector('#variant-box').hidden && v.complete && v.naturalWidth > 0"
        " && v.style.width === document.querySelector('#picture').style.width; })()"), 30)
    if "compare=1" not in tab.evaluate("location.search"):
        fail("the address does not keep compare")
    if screenshot:
        tab.call("Emulation.setDeviceMetricsOverride", width=1100, height=720, deviceScaleFactor=1, mobile=False)
        time.sleep(0.5)
        wait_for("the picture", lambda: tab.evaluate(PIXELS), 30)
        shot = tab.call("Page.captureScreenshot", format="png")
        with open(screenshot, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        tab.call("Emulation.clearDeviceMetricsOverride")
    # The home screen's release and icons from the address: sbrender's --system and --icon-appearance.
    glass = "device=iphone-se&system=ios26&icons=tinted"
    tab.call("Page.navigate", url=f"http://127.0.0.1:{port}/scenes/home.json/?{glass}")
    shown, s = page_shows(tab, port, 0, None, glass)
    if shown != reference(sbrender, home, folder, ["--device", "iphone-se", "--system", "ios26", "--icon-appearance", "tinted"]):
        fail("the page's picture with system and icons differs from sbrender --scene --system --icon-appearance")
    if "--system ios26 --icon-appearance tinted" not in s["command"]:
        fail(f"the copied command {s['command']!r} lacks --system ios26 --icon-appearance tinted")
    wait_for("the system and icons pickers", lambda: tab.evaluate(
        "document.querySelector('[name=system]').value === 'ios26' && document.querySelector('[name=icons]').value === 'tinted'"
        " && !document.querySelector('#system-field').hidden && !document.querySelector('#icons-field').hidden"), 30)
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    print("test-preview: ok: index, settings in the address (restored on reload), device and appearance, system and icons, light and dark side by side, zoom, download, keys")


def check_two_tabs(tab, sbrender, folder, port, home, first):
    """A second tab of the same scene with settings of its own: each tab keeps its own picture
    (sbrender's bytes for its options), and a change in one never changes the other's."""
    started = time.monotonic()
    other = open_tab(tab.devtools)
    try:
        other.call("Page.enable")
        other.call("Page.navigate", url=f"http://127.0.0.1:{port}/scenes/home.json/?scale=2")
        theirs, t = page_shows(other, port, 0, None, "scale=2")
        if theirs != reference(sbrender, home, folder, ["--scale", "2"]):
            fail("the second tab's picture differs from sbrender --scene --scale 2")
        # The first tab still shows its own picture, unchanged.
        if base64.b64decode(tab.evaluate(PAGE_BYTES)) != first or "scale" in tab.evaluate("location.search"):
            fail("opening a second tab with other settings changed the first tab's picture")
        # The second tab changes its settings: only it draws them.
        other.evaluate("(() => { const s = document.querySelector('[name=appearance]'); s.value = 'dark';"
                       " s.dispatchEvent(new Event('change', {bubbles: true})); })()")
        wait_for("the second tab's address", lambda: "appearance=dark" in other.evaluate("location.search"), 30)
        theirs, t = page_shows(other, port, 0, None, "scale=2&appearance=dark")
        if theirs != reference(sbrender, home, folder, ["--scale", "2", "--appearance", "dark"]):
            fail("the second tab's picture after its change differs from sbrender --scene --scale 2 --appearance dark")
        time.sleep(0.3)
        if base64.b64decode(tab.evaluate(PAGE_BYTES)) != first or tab.evaluate("document.querySelector('[name=scale]').value") != "":
            fail("a change of settings in the second tab changed the first tab")
        # Both stay as the command line draws them after a save of the scene.
        with open(home) as f:
            text = f.read()
        ours = "device=iphone-se&appearance=dark"
        before, ours_before = t["picture"]["version"], state_of(port, query=ours)["picture"]["version"]
        write(home, text.replace('"Mine"', '"Mine 2"'))
        theirs, t = page_shows(other, port, 0, before, "scale=2&appearance=dark")
        mine, m = page_shows(tab, port, 0, ours_before, ours)
        if theirs != reference(sbrender, home, folder, ["--scale", "2", "--appearance", "dark"]) \
                or mine != reference(sbrender, home, folder, ["--device", "iphone-se", "--appearance", "dark"]):
            fail("after a save, a tab's picture differs from sbrender's for its settings")
        write(home, text)
        page_shows(tab, port, 0, m["picture"]["version"], ours)
    finally:
        other.close_tab()
    print(f"test-preview: ok: two tabs of one scene keep their own settings and pictures, byte for byte ({time.monotonic() - started:.1f} s)")


def check_speed(sbrender, folder, processes):
    """Save to picture for the example iPhone home screen: 12 saves, the median and the slowest
    printed (the issue asks 500 ms median from the debug build on a quiet machine; this one may
    be loaded, so only a save that takes over 5 s fails)."""
    examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "home-screens")
    shutil.copytree(examples, os.path.join(folder, "speed"))
    scene = os.path.join(folder, "speed", "iphone.json")
    with open(scene) as f:
        text = f.read()
    port, server = start_server(sbrender, ["speed/iphone.json"], folder, processes)
    s = settled(port)
    def cpu_ms():
        fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    cpu = cpu_ms()
    times = []
    for k in range(12):
        before = s["picture"]["version"]
        write(scene, text.replace('"badge": 3', f'"badge": {k + 4}', 1))
        saved = time.monotonic()
        s = settled(port, after=before)
        times.append(time.monotonic() - saved)
    cpu = (cpu_ms() - cpu) / 12
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    times.sort()
    median = (times[5] + times[6]) / 2
    print(f"test-preview: speed: the iPhone home screen, save to picture: median {median * 1000:.0f} ms, slowest {times[-1] * 1000:.0f} ms, server CPU {cpu:.0f} ms a save (12 saves, {os.path.basename(sbrender)} as built)")
    if times[-1] > 5:
        fail(f"a save took {times[-1]:.1f} s to draw")


def check_edges(tab, port):
    """Settings of its own are drawn for the page only (its token, its origin); any loopback Host
    is this machine."""
    token = tab.evaluate("document.querySelector('meta[name=sbrender-token]').content")
    if not token:
        fail("the page holds no token")
    origin = f"http://127.0.0.1:{port}"
    for query, headers, expected in [("", {}, 403), ("", {"Origin": origin}, 403), ("&token=guess", {}, 403),
                                     (f"&token={token}", {"Origin": "http://attacker.example"}, 403),
                                     (f"&token={token}", {"Origin": "null"}, 403),
                                     (f"&token={token}", {"Origin": origin}, 200)]:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.putrequest("GET", f"/scene/0/events?scale=1{query}", skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", f"127.0.0.1:{port}")
        for name, value in headers.items():
            connection.putheader(name, value)
        connection.endheaders()
        status = connection.getresponse().status
        connection.close()
        if status != expected:
            fail(f"an event stream with settings, {query or 'no token'} and {headers}: {status}, expected {expected}")
    if http_get(port, "/scene/0/options?scale=1", method="POST")[0] != 404:
        fail("POST options (settings live in each tab's address) was answered")
    for host, expected in [("127.0.0.2", 200), ("localhost", 200), ("[::1]", 200), ("attacker.example", 403), ("127.0.0.1.nip.io", 403)]:
        status, _ = http_get(port, "/scene/0/state.json", host=host)
        if status != expected:
            fail(f"Host {host}: {status}, expected {expected}")


def check_localhost(sbrender, folder, processes):
    """`--host localhost` answers on 127.0.0.1 and on ::1."""
    try:
        probe = socket.socket(socket.AF_INET6)
        probe.bind(("::1", 0))
        probe.close()
    except OSError:
        print("test-preview: skipped ::1 (this machine has no IPv6 loopback)")
        return
    port, server = start_server(sbrender, ["small.json", "--host", "localhost"], folder, processes)
    for address, host in [("127.0.0.1", "localhost"), ("::1", "[::1]")]:
        status, _ = http_get(port, "/scene/0/state.json", host=host, address=address)
        if status != 200:
            fail(f"--host localhost on {address}: {status}")
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)


def open_files(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def check_under_attack(sbrender, folder, processes):
    """At `ulimit -n 256`: 1,000 event streams opened and dropped, half-sent requests, a wallpaper bomb."""
    write(os.path.join(folder, "bomb.png"), bomb())
    bombed = os.path.join(folder, "bombed.json")
    write(bombed, json.dumps({"layout": "grid", "canvas": {"size": [100, 100]}, "wallpaper": "bomb.png", "sections": [{"count": 2}]}))
    port, server = start_server(sbrender, ["small.json", "bombed.json"], folder, processes, files_limit=256)
    settled(port, 0)
    baseline = open_files(server.pid)
    # Half-sent requests (slowloris): the server closes them after its 10 s request time-out.
    slow = []
    for _ in range(5):
        c = socket.create_connection(("127.0.0.1", port), timeout=5)
        c.sendall(b"GET /scene/0/state.json HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        slow.append(c)
    slow_start = time.monotonic()
    request = f"GET /scene/0/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode()
    cycles = served = 0
    started = time.monotonic()
    while cycles < 1000:
        batch = []
        for _ in range(250):
            c = socket.socket()
            c.settimeout(10)
            try:
                c.connect(("127.0.0.1", port))
                c.sendall(request)
            except OSError:
                # Refused at the cap: the server may close (reset) a connection it cannot take
                # before the request is sent; it counts as not served.
                pass
            batch.append(c)
        for c in batch:
            try:
                if c.recv(64).startswith(b"HTTP/1.1 200"):
                    served += 1
            except OSError:
                pass
            c.close()
        cycles += len(batch)
    took = time.monotonic() - started
    if served < 250:
        fail(f"only {served} of 1,000 event streams were served")
    status, _ = http_get(port, "/scene/0/state.json")
    if status != 200 or server.poll() is not None:
        fail(f"after 1,000 event streams the server answers {status} (exit {server.poll()})")
    wait_for("the event streams' connections to close", lambda: open_files(server.pid) <= baseline + 5, 30)
    for c in slow:
        c.settimeout(max(1, 14 - (time.monotonic() - slow_start)))
        try:
            if c.recv(64) != b"":
                fail("a half-sent request was answered")
        except socket.timeout:
            fail("a half-sent request was still open after the request time-out")
        except OSError:
            pass
        c.close()
    # The bomb: refused before decoding, with the command line's message.
    s = wait_for("the bomb's error", lambda: (lambda j: j if j["error"] else None)(state_of(port, 1)), 30)
    done = subprocess.run([sbrender, "--scene", bombed, os.path.join(folder, "bomb-out.png")], capture_output=True, timeout=60, cwd=folder)
    said = done.stderr.decode().strip()
    if done.returncode == 0 or "memory budget" not in said or said != "sbrender: " + s["error"]["text"]:
        fail(f"the bomb: the page says {s['error']['text']!r}, the command line {said!r}")
    status, _ = http_get(port, "/scene/1/state.json")
    if status != 200 or server.poll() is not None:
        fail("the server does not answer after the bomb")
    rss, peak = rss_mib(server.pid)
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    # Out of file descriptors: at `ulimit -n 24` the cap (16 connections) is above what is left,
    # so `accept` fails; it is tried again, and the server answers once the flood is gone.
    port, server = start_server(sbrender, ["small.json"], folder, processes, files_limit=24)
    settled(port)
    flood = []
    for _ in range(60):
        try:
            c = socket.create_connection(("127.0.0.1", port), timeout=5)
            c.sendall(request)
            flood.append(c)
        except OSError:
            pass
    time.sleep(1)
    for c in flood:
        c.close()
    def answers():
        try:
            return http_get(port, "/scene/0/state.json")[0] == 200
        except (OSError, http.client.HTTPException):
            return False
    wait_for("an answer after the flood", answers, 30)
    if server.poll() is not None:
        fail(f"the server exited ({server.poll()}) when out of file descriptors")
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    print(f"test-preview: ok: 1,000 event streams at ulimit -n 256 in {took:.1f} s ({served} served, the rest refused at the cap),"
          f" half-sent requests closed, the bomb refused (peak {peak:.0f} MiB)")


def check_memory(sbrender, folder, processes):
    """1,000 saves with an animation chosen: the server stays under RSS_CEILING_MIB; the frames
    are drawn while a page follows the scene, and let go when it goes."""
    scene = os.path.join(folder, "saves.json")
    variants = [json.dumps({"layout": "circle", "canvas": {"size": [160, 160]}, "sections": [{"count": n}]}) for n in (5, 6)]
    write(scene, variants[0])
    port, server = start_server(sbrender, ["saves.json"], folder, processes)
    settled(port)
    # A page following the scene: an event stream, read as it comes.
    viewer = socket.create_connection(("127.0.0.1", port), timeout=60)
    token = re.search(rb'name="sbrender-token" content="([^"]+)"', http_get(port, "/scene/0/")[1]).group(1).decode()
    viewer.sendall(f"GET /scene/0/events?animation=insert&token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    def drain():
        try:
            while viewer.recv(1 << 16):
                pass
        except OSError:
            pass
    threading.Thread(target=drain, daemon=True).start()
    insert = "animation=insert"
    wait_for("the animation", lambda: (state_of(port, query=insert) or {"animation": {"ready": False}})["animation"]["ready"], 60)
    before, _ = rss_mib(server.pid)
    started = time.monotonic()
    for k in range(1000):
        write(scene, variants[k % 2])
        time.sleep(0.012)
    wait_for("the last save's animation", lambda: (lambda j: j["animation"]["ready"] and not j["drawing"])(state_of(port, query=insert)), 60)
    after, peak = rss_mib(server.pid)
    viewer.shutdown(socket.SHUT_RDWR)
    viewer.close()
    wait_for("the frames let go when the page went", lambda: not (state_of(port, query=insert) or {"animation": {"ready": False}})["animation"]["ready"], 30)
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(timeout=10)
    print(f"test-preview: memory: {before:.0f} MiB before, {after:.0f} MiB after 1,000 saves in {time.monotonic() - started:.0f} s"
          f" with an animation chosen (peak {peak:.0f} MiB; ceiling {RSS_CEILING_MIB} MiB)")
    if after > RSS_CEILING_MIB:
        fail(f"the server holds {after:.0f} MiB after 1,000 saves, over the ceiling of {RSS_CEILING_MIB} MiB")


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    sbrender = os.path.abspath(sys.argv[1])
    screenshot = sys.argv[2] if len(sys.argv) > 2 else None
    folder = tempfile.mkdtemp(prefix="sbrender-preview-")
    processes = []
    try:
        scene = os.path.join(folder, "scene.json")
        with open(scene, "w") as f:
            json.dump({"layout": "circle", "canvas": {"size": [320, 320]}, "sections": [{"count": 6}],
                       "timeline": [{"at": 0.1, "insert": [2]}]}, f)
        with open(os.path.join(folder, "secret.txt"), "w") as f:
            f.write("not the scene's\n")
        os.symlink("/etc/passwd", os.path.join(folder, "link.json"))

        # Refused before anything listens: one line on stderr, a non-zero exit.
        for arguments in (["missing.json"], [scene, "--host", "example.com"], [scene, "--port", "70000"], ["-"]):
            done = subprocess.run([sbrender, "preview"] + arguments, capture_output=True, timeout=30, cwd=folder)
            if done.returncode == 0 or not done.stderr.startswith(b"sbrender: ") or done.stdout:
                fail(f"sbrender preview {' '.join(arguments)}: exit {done.returncode}, stderr {done.stderr[:200]!r}")

        server = subprocess.Popen([sbrender, "preview", scene], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  cwd=folder, start_new_session=True)
        processes.append(server)
        line = server.stdout.readline().decode()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not m:
            fail(f"sbrender preview printed {line!r}, expected its address; stderr: {server.stderr.read(2000)!r}")
        port = int(m.group(1))
        page = f"http://127.0.0.1:{port}/scene/0/"

        # A second server on the same port: one line saying so, a non-zero exit.
        done = subprocess.run([sbrender, "preview", scene, "--port", str(port)], capture_output=True, timeout=30, cwd=folder)
        if done.returncode == 0 or b"in use" not in done.stderr:
            fail(f"a second preview on port {port}: exit {done.returncode}, stderr {done.stderr[:200]!r}")

        # Path safety, straight to the server: only the scene's own files are served.
        status, body = http_get(port, "/scene/0/files/scene.json")
        if status != 200 or b'"circle"' not in body:
            fail(f"the scene file itself: {status}")
        for path in ["/scene/0/files/secret.txt", "/scene/0/files/link.json", "/scene/0/files/../secret.txt",
                     "/scene/0/files/%2e%2e/%2e%2e/etc/passwd", "/scene/0/files/..%2f..%2fetc%2fpasswd",
                     "/scene/0/files/%252e%252e/etc/passwd", "/scene/0/files//etc/passwd", "/scene/1/", "/etc/passwd"]:
            status, body = http_get(port, path)
            if status == 200 or b"root:" in body:
                fail(f"{path} was served ({status})")
        status, _ = http_get(port, "/scene/0/state.json", host="attacker.example")
        if status != 403:
            fail(f"a request for another host name was answered ({status}), expected 403")

        chrome = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                                   f"--user-data-dir={folder}/chromium", "--window-size=1280,860", "about:blank"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        processes.append(chrome)
        endpoint = None
        while endpoint is None and time.monotonic() < DEADLINE:
            text = chrome.stderr.readline().decode()
            if not text and chrome.poll() is not None:
                fail("chromium exited before listening")
            found = re.search(r"DevTools listening on (ws://\S+)", text)
            if found:
                endpoint = found.group(1)
        devtools = int(re.match(r"ws://[^:]+:(\d+)/", endpoint).group(1))
        tab = open_tab(devtools)
        tab.call("Page.enable")
        tab.call("Page.navigate", url=page)

        first = wait_for("the picture on the page", lambda: tab.evaluate(PIXELS), 30)
        wait_for("the layout's elements in the list", lambda: tab.evaluate("document.querySelectorAll('#elements li').length") == 6, 30)
        loads = tab.evaluate("performance.getEntriesByType('navigation').length")

        # A save: the picture changes, without the page loading again.
        with open(scene, "w") as f:
            json.dump({"layout": "grid", "canvas": {"size": [320, 320]}, "sections": [{"count": 9}]}, f)
        saved = time.monotonic()
        second = wait_for("the picture to change after a save", lambda: (lambda p: p if p and p != first else None)(tab.evaluate(PIXELS)), 30)
        took = time.monotonic() - saved
        if not second.startswith("320x320"):
            fail(f"the new picture is {second}, expected 320x320")
        if tab.evaluate("performance.getEntriesByType('navigation').length") != loads or tab.evaluate("document.readyState") != "complete":
            fail("the page loaded again")
        def listed():
            served = len(json.loads(http_get(port, "/scene/0/layout.json")[1])["elements"])
            return served != 6 and tab.evaluate("document.querySelectorAll('#elements li').length") == served
        wait_for("the grid's elements in the list", listed, 30)

        # Hovering an element shows its attributes.
        tab.evaluate("document.querySelectorAll('#elements li')[1].dispatchEvent(new MouseEvent('mouseenter'))")
        details = tab.evaluate("document.querySelector('#details').textContent")
        if "index path[0, 1]" not in details or "zIndex" not in details or not tab.evaluate("!!document.querySelector('#outlines .outline')"):
            fail(f"hovering item 1 shows {details!r}")

        # A broken save: the error with its key path over the last good picture.
        with open(scene, "w") as f:
            f.write('{"layout": "grid",\n "page": 1.5}\n')
        error_text = "document.querySelector('#error').hidden ? null : document.querySelector('#error').textContent"
        # "page" at line 2, column 2; its value 1.5 at column 10: the box says so, below the
        # picture (never over it), as the command line says it.
        shown = wait_for("the error on the page", lambda: (lambda t: t if t and "page at line 2, column 10: expected" in t else None)(tab.evaluate(error_text)), 30)
        if "line 2, column 10" not in tab.evaluate("document.querySelector('#error-where').textContent"):
            fail(f"the error box's heading does not name line 2, column 10: {shown!r}")
        if tab.evaluate(PIXELS) != second:
            fail("the last good picture did not stay under the error")
        if not tab.evaluate("(() => { const p = document.querySelector('#picture').getBoundingClientRect(), e = document.querySelector('#error').getBoundingClientRect();"
                            " return e.top >= p.bottom || e.bottom <= p.top || e.left >= p.right || e.right <= p.left; })()"):
            fail("the error box covers the picture")
        said = subprocess.run([sbrender, "--scene", scene, os.path.join(folder, "bad.png")], capture_output=True, timeout=60, cwd=folder).stderr.decode().strip()
        if said != "sbrender: " + state_of(port)["error"]["text"]:
            fail(f"the page says {state_of(port)['error']['text']!r}, the command line {said!r}")
        with open(scene, "w") as f:
            f.write('{"layout": "grid",\n "layout": "flow"}\n')
        wait_for("the repeated key's line", lambda: (lambda t: t if t and "line 2" in t else None)(tab.evaluate(error_text)), 30)

        # Fixed: the error goes, and the picture is sbrender's own, byte for byte.
        with open(scene, "w") as f:
            json.dump({"layout": "circle", "canvas": {"size": [320, 320]}, "sections": [{"count": 5}]}, f)
        wait_for("the error to go", lambda: tab.evaluate("document.querySelector('#error').hidden"), 30)
        wait_for("the state to settle", lambda: json.loads(http_get(port, "/scene/0/state.json")[1])["drawing"] is False, 30)
        status, served = http_get(port, "/scene/0/picture.png")
        reference = os.path.join(folder, "reference.png")
        subprocess.run([sbrender, "--scene", scene, "--quiet", reference], check=True, timeout=60)
        with open(reference, "rb") as f:
            if f.read() != served:
                fail("the served picture differs from `sbrender --scene` 's")

        # An animation chosen on the page plays as sbrender animate's APNG, and the command the
        # page copies writes the same bytes; the scrubber pauses it on each frame's PNG.
        tab.evaluate("(() => { const s = document.querySelector('#animation-choice'); s.value = 'insert';"
                     " s.dispatchEvent(new Event('change', {bubbles: true})); })()")
        # While the frames are drawn, requests are answered at once from what is drawn.
        asked = time.monotonic()
        http_get(port, "/scene/0/state.json")
        http_get(port, "/scene/0/picture.png")
        if time.monotonic() - asked > 1:
            fail(f"requests waited {time.monotonic() - asked:.2f} s for a drawing")
        state = wait_for("the animation to be drawn", lambda: (lambda j: j if j and j["animation"]["ready"] else None)(
            state_of(port, query="animation=insert")), 60)
        wait_for("the APNG on the page", lambda: "animation.png" in tab.evaluate("document.querySelector('#picture').src"), 30)
        command = shlex.split(state["command"])
        if command[:2] != ["sbrender", "animate"] or "insert" not in command:
            fail(f"the copied command is {state['command']!r}")
        subprocess.run([sbrender] + command[1:-1] + ["--quiet", "animation.png"], check=True, timeout=120, cwd=folder)
        with open(os.path.join(folder, "animation.png"), "rb") as f:
            if f.read() != http_get(port, "/scene/0/animation.png?animation=insert")[1]:
                fail("the served APNG differs from the copied command's")
        tab.evaluate("(() => { const s = document.querySelector('#scrubber'); s.value = 3;"
                     " s.dispatchEvent(new Event('input', {bubbles: true})); })()")
        wait_for("frame 4 on the page", lambda: tab.evaluate(
            "document.querySelector('#picture').src.includes('frames/3.png') && document.querySelector('#picture').complete"
            " && document.querySelector('#frame-label').textContent.startsWith('frame 4/')"), 30)
        if tab.evaluate("document.querySelector('#play').textContent") != "Play":
            fail("scrubbing did not pause the animation")
        # The inspector follows the frame: its attributes are frame 4's (0.1 s in).
        wait_for("frame 4's attributes", lambda: tab.evaluate("layout && layout.time") == json.loads(http_get(port, "/scene/0/frames/3.json?animation=insert")[1])["time"], 30)

        # Pause freezes on the frame shown, space plays again and pauses, arrows step frames.
        tab.evaluate("document.querySelector('#play').click()")
        if tab.evaluate("document.querySelector('#play').textContent") != "Pause":
            fail("Play did not play")
        time.sleep(0.3)
        key(tab, " ", "Space")
        wait_for("a paused frame", lambda: tab.evaluate("document.querySelector('#picture').src.includes('/frames/')"), 30)
        frame = int(tab.evaluate("document.querySelector('#scrubber').value"))
        key(tab, "ArrowRight", "ArrowRight")
        wait_for("the next frame", lambda: int(tab.evaluate("document.querySelector('#scrubber').value")) == min(frame + 1, state["animation"]["frames"] - 1)
                 and tab.evaluate(f"document.querySelector('#picture').src.includes('frames/{min(frame + 1, state['animation']['frames'] - 1)}.png')"), 30)
        print(f"test-preview: ok (a save showed on the page in {took:.2f} s)")
        check_edges(tab, port)
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=10)
        write(os.path.join(folder, "small.json"), json.dumps({"layout": "circle", "canvas": {"size": [120, 120]}, "sections": [{"count": 4}]}))
        check_localhost(sbrender, folder, processes)
        check_fresh(tab, sbrender, folder, processes)
        check_controls(tab, sbrender, folder, processes, screenshot)
        check_speed(sbrender, folder, processes)
        check_under_attack(sbrender, folder, processes)
        check_memory(sbrender, folder, processes)
        print("test-preview: all ok")
    finally:
        for process in processes:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
