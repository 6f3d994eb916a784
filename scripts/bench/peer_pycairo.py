#!/usr/bin/python3
"""The benchmark scene of ../shared/bench/SCENE.md drawn with pycairo + PangoCairo: the peer
that `make bench` measures sbrender against in the same run.

Usage: peer_pycairo.py OUT.png [SCALE] [FRAMES]
With FRAMES > 1 it writes OUT-0000.png ... (t = frame / 30)."""
import math
import sys

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

LABELS = ("Academy Engraved LET, American Typewriter, Arial Rounded MT Bold, Avenir Next Condensed, "
          "Baskerville, Bodoni 72 Oldstyle, Bradley Hand, Chalkboard SE, Chalkduster, Cochin, Copperplate, "
          "Courier New, Didot, Euphemia UCAS, Futura, Georgia, Gill Sans, Helvetica Neue, Hoefler Text, "
          "Marker Felt").split(", ")


def rounded(cr, x, y, w, h, r):
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    cr.close_path()


def frame(scale, t):
    w, h = 768, 1024
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w * scale, h * scale)
    cr = cairo.Context(surface)
    cr.scale(scale, scale)
    g = cairo.LinearGradient(0, 0, 0, h)
    g.add_color_stop_rgb(0, 0x1d / 255, 0x2b / 255, 0x64 / 255)
    g.add_color_stop_rgb(1, 0xf8 / 255, 0xcd / 255, 0xda / 255)
    cr.set_source(g)
    cr.paint()
    for i in range(12):
        cr.arc(64 * (i * 5 % 12), 85 * i, 60 + 12 * i, 0, 2 * math.pi)
        cr.set_source_rgba(1, 1, 1, 0.15)
        cr.fill()
    for i, label in enumerate(LABELS):
        col, row = divmod(i, 5)
        x, y = 32 + 192 * col, [32, 236, 440, 644, 848][row]
        o = ((i * 37) % 100) / 100 - 0.5
        u = (t + o) % 0.4
        tri = u / 0.2 if u < 0.2 else (0.4 - u) / 0.2
        a = math.radians(-2 + 8 * tri)
        cr.save()
        cr.translate(x + 72, y + 72)
        cr.rotate(a)
        cr.translate(-72, -72)
        cr.push_group()
        rounded(cr, 18, 18, 108, 108, 13.5)
        cr.set_source_rgb(0xaa / 255, 0xaa / 255, 0xaa / 255)
        cr.fill()
        layout = PangoCairo.create_layout(cr)
        layout.set_font_description(Pango.FontDescription.from_string("sans-serif 18px"))
        layout.set_width(108 * Pango.SCALE)
        layout.set_wrap(Pango.WrapMode.WORD)
        layout.set_height(-3)
        layout.set_ellipsize(Pango.EllipsizeMode.END)
        layout.set_alignment(Pango.Alignment.CENTER)
        layout.set_text(label, -1)
        _, logical = layout.get_pixel_extents()
        cr.move_to(18, 18 + (108 - logical.height) / 2)
        cr.set_source_rgb(0, 0, 0)
        PangoCairo.show_layout(cr, layout)
        rounded(cr, 18.5, 18.5, 107, 107, 13)
        cr.set_source_rgb(0x55 / 255, 0x55 / 255, 0x55 / 255)
        cr.set_line_width(1)
        cr.stroke()
        cr.pop_group_to_source()
        cr.paint_with_alpha(0.7)
        cr.translate(9, 9)
        cr.arc(18, 18, 16, 0, 2 * math.pi)
        cr.move_to(2, 2)
        cr.line_to(34, 34)
        cr.move_to(2, 34)
        cr.line_to(34, 2)
        cr.set_source_rgb(1, 0, 0)
        cr.fill_preserve()
        cr.set_source_rgb(1, 1, 1)
        cr.set_line_width(3)
        cr.stroke()
        cr.restore()
    return surface


def main():
    out = sys.argv[1]
    scale = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    frames = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    if frames == 1:
        frame(scale, 0).write_to_png(out)
    else:
        stem = out[:-4] if out.endswith(".png") else out
        for f in range(frames):
            frame(scale, f / 30).write_to_png("%s-%04d.png" % (stem, f))


if __name__ == "__main__":
    main()
