#!/usr/bin/env python3
"""`sbrender preview` in a real browser: starts the server on a scene in a temporary folder,
opens the page in headless Chromium through the DevTools protocol, edits the scene and checks
that the picture on the page changes without a reload, that a broken edit shows its error over
the last good picture, and that the server refuses files outside the scene's. Standard library
only (a minimal WebSocket client is below). Always stops the server and the browser; every wait
is bounded.

Usage: scripts/test-preview.py path/to/sbrender [screenshot.png]
"""
import base64, http.client, json, os, re, shlex, shutil, signal, socket, struct, subprocess, sys, tempfile, time

DEADLINE = time.monotonic() + 120


def fail(message):
    raise SystemExit(f"test-preview: FAIL: {message}")


def wait_for(what, probe, timeout):
    end = min(time.monotonic() + timeout, DEADLINE)
    while time.monotonic() < end:
        value = probe()
        if value:
            return value
        time.sleep(0.05)
    fail(f"timed out waiting for {what}")


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

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            fail(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")


def http_get(port, path, host="127.0.0.1"):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", f"{host}:{port}")
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


# The picture as the page shows it: a digest of its pixels, drawn into a canvas.
PIXELS = """(() => { const i = document.querySelector('#picture');
  if (!i || !i.complete || !i.naturalWidth) return null;
  const c = document.createElement('canvas'); c.width = i.naturalWidth; c.height = i.naturalHeight;
  const g = c.getContext('2d'); g.drawImage(i, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data; let h = 0;
  for (let k = 0; k < d.length; k += 7) h = (h * 31 + d[k]) >>> 0;
  return c.width + 'x' + c.height + ':' + h; })()"""


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
        connection = http.client.HTTPConnection("127.0.0.1", devtools, timeout=10)
        connection.request("PUT", "/json/new?about:blank")
        target = json.loads(connection.getresponse().read())
        tab = WebSocket(target["webSocketDebuggerUrl"])
        tab.call("Page.enable")
        tab.call("Page.navigate", url=page)

        first = wait_for("the picture on the page", lambda: tab.evaluate(PIXELS), 20)
        wait_for("the layout's elements in the list", lambda: tab.evaluate("document.querySelectorAll('#elements li').length") == 6, 10)
        loads = tab.evaluate("performance.getEntriesByType('navigation').length")

        # A save: the picture changes, without the page loading again.
        with open(scene, "w") as f:
            json.dump({"layout": "grid", "canvas": {"size": [320, 320]}, "sections": [{"count": 9}]}, f)
        saved = time.monotonic()
        second = wait_for("the picture to change after a save", lambda: (lambda p: p if p and p != first else None)(tab.evaluate(PIXELS)), 10)
        took = time.monotonic() - saved
        if not second.startswith("320x320"):
            fail(f"the new picture is {second}, expected 320x320")
        if tab.evaluate("performance.getEntriesByType('navigation').length") != loads or tab.evaluate("document.readyState") != "complete":
            fail("the page loaded again")
        def listed():
            served = len(json.loads(http_get(port, "/scene/0/layout.json")[1])["elements"])
            return served != 6 and tab.evaluate("document.querySelectorAll('#elements li').length") == served
        wait_for("the grid's elements in the list", listed, 10)

        # Hovering an element shows its attributes.
        tab.evaluate("document.querySelectorAll('#elements li')[1].dispatchEvent(new MouseEvent('mouseenter'))")
        details = tab.evaluate("document.querySelector('#details').textContent")
        if "index path[0, 1]" not in details or "zIndex" not in details or not tab.evaluate("!!document.querySelector('#outlines .outline')"):
            fail(f"hovering item 1 shows {details!r}")

        # A broken save: the error with its key path over the last good picture.
        with open(scene, "w") as f:
            f.write('{"layout": "grid",\n "page": 1.5}\n')
        error_text = "document.querySelector('#error').hidden ? null : document.querySelector('#error').textContent"
        shown = wait_for("the error on the page", lambda: (lambda t: t if t and "page: expected" in t else None)(tab.evaluate(error_text)), 10)
        if tab.evaluate(PIXELS) != second:
            fail("the last good picture did not stay under the error")
        with open(scene, "w") as f:
            f.write('{"layout": "grid",\n "layout": "flow"}\n')
        wait_for("the repeated key's line", lambda: (lambda t: t if t and "line 2" in t else None)(tab.evaluate(error_text)), 10)

        # Fixed: the error goes, and the picture is sbrender's own, byte for byte.
        with open(scene, "w") as f:
            json.dump({"layout": "circle", "canvas": {"size": [320, 320]}, "sections": [{"count": 5}]}, f)
        wait_for("the error to go", lambda: tab.evaluate("document.querySelector('#error').hidden"), 10)
        wait_for("the state to settle", lambda: json.loads(http_get(port, "/scene/0/state.json")[1])["drawing"] is False, 10)
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
        state = wait_for("the animation to be drawn", lambda: (lambda j: j if j["animation"]["ready"] else None)(
            json.loads(http_get(port, "/scene/0/state.json")[1])), 60)
        wait_for("the APNG on the page", lambda: "animation.png" in tab.evaluate("document.querySelector('#picture').src"), 10)
        command = shlex.split(state["command"])
        if command[:2] != ["sbrender", "animate"] or "insert" not in command:
            fail(f"the copied command is {state['command']!r}")
        subprocess.run([sbrender] + command[1:-1] + ["--quiet", "animation.png"], check=True, timeout=120, cwd=folder)
        with open(os.path.join(folder, "animation.png"), "rb") as f:
            if f.read() != http_get(port, "/scene/0/animation.png")[1]:
                fail("the served APNG differs from the copied command's")
        tab.evaluate("(() => { const s = document.querySelector('#scrubber'); s.value = 3;"
                     " s.dispatchEvent(new Event('input', {bubbles: true})); })()")
        wait_for("frame 4 on the page", lambda: tab.evaluate(
            "document.querySelector('#picture').src.includes('frames/3.png') && document.querySelector('#picture').complete"
            " && document.querySelector('#frame-label').textContent.startsWith('frame 4/')"), 10)
        if tab.evaluate("document.querySelector('#play').textContent") != "Play":
            fail("scrubbing did not pause the animation")
        # The inspector follows the frame: its attributes are frame 4's (0.1 s in).
        wait_for("frame 4's attributes", lambda: tab.evaluate("layout && layout.time") == json.loads(http_get(port, "/scene/0/frames/3.json")[1])["time"], 10)

        if screenshot:
            wait_for("the picture", lambda: tab.evaluate(PIXELS), 10)
            tab.evaluate("document.querySelectorAll('#elements li')[1].dispatchEvent(new MouseEvent('mouseenter'))")
            shot = tab.call("Page.captureScreenshot", format="png")
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
        print(f"test-preview: ok (a save showed on the page in {took:.2f} s)")
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
