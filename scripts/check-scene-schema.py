#!/usr/bin/env python3
"""Checks every scene in the repository against Schema/scene.schema.json (JSON Schema 2020-12).

The scenes: every JSON file under Assets/ (scene files), the "scene" of every scenario in
Golden/manifest.json, and every ```json block in README.md, docs/**/*.md and the DocC catalogs
(Sources/*/*.docc/*.md) that is a scene: an object with none of the keys of the other JSON the
docs show ("elements": sbrender layout's output; "scenarios": a golden manifest, whose scenes are
checked one by one). It also checks that the schema refuses a few bad scenes, so that a schema
that accepts everything fails too, and accepts a few good ones that no file shows. Run from the repository's root; exits 1 listing each problem.
Needs python3-jsonschema (Debian) or jsonschema from PyPI, version 4 or later.
"""
import glob
import json
import os
import re
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check-scene-schema: the Python module jsonschema is missing (apt-get install python3-jsonschema)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_PATH = os.path.join(ROOT, "Schema", "scene.schema.json")

# Scenes the schema must refuse, each with why.
MUST_FAIL = [
    ({"layut": "flow"}, "an unknown key"),
    ({"layout": "spiral"}, "an unknown layout"),
    ({"canvas": {"scale": 2.5}}, "a scale that is not 1, 2 or 3"),
    ({"page": 1.5}, "a page that is not whole"),
    ({"seed": -1}, "a negative seed"),
    ({"sections": 1.5}, "a number of sections that is not whole"),
    ({"sections": [{"count": 2.5}]}, "a count that is not whole"),
    ({"sections": [{"items": [{"label": "x" * 1001}]}]}, "a label over 1000 characters"),
    ({"sections": [{"items": [{"color": "red"}]}]}, "a colour that is not #rrggbb"),
    ({"wallpaper": "stars"}, "an unknown wallpaper"),
    ({"timeline": [{"at": 1}]}, "an event without an action"),
    ({"timeline": [{"at": 1, "insert": [0], "delete": [1]}]}, "an event with two actions"),
    ({"style": "fancy"}, "an unknown cell style"),
    ({"text": {"weight": "extraBold"}}, "an unknown text weight"),
    ({"sections": [{"items": [{"card": {"cornerRadius": -1}}]}]}, "a negative corner radius"),
    ({"contentMode": "center"}, "an unknown content mode"),
    ({"statusBar": "ios7"}, "an unknown status bar"),
    ({"wallpaper": "ocean", "wallpaperContentMode": "aspectFit"}, "a content mode for a built-in wallpaper"),
    ({"timeline": [{"at": 1, "menu": "spin", "item": 0}]}, "an unknown menu action"),
    ({"timeline": [{"at": 1, "insertSections": []}]}, "insertSections without a section"),
    ({"layout": "compositional", "compositional": {"sections": [{"itemCount": 1, "list": {"appearance": "plain"}, "spacing": 4}]}},
     "an unknown compositional section key"),
    ({"layout": "compositional", "compositional": {"sections": [{"itemCount": 1}]}}, "a compositional section without a group or a list"),
    ({"layout": "compositional", "compositional": {"sections": [{"itemCount": 1, "group": {"axis": "horizontal", "items": [{"size": {
        "width": {"absolute": 10}, "height": {"absolute": 10}}}],
        "size": {"width": {"fractionalWidth": 1, "absolute": 10}, "height": {"absolute": 10}}}}]}},
     "a dimension with two keys"),
    ({"layout": "flow", "compositional": {"sections": [{"itemCount": 1, "list": {"appearance": "plain"}}]}},
     "a compositional key on a flow scene that no transition uses"),
    ({"layout": "flow", "timeline": [{"at": 0, "transition": "grid"}],
      "compositional": {"sections": [{"itemCount": 1, "list": {"appearance": "plain"}}]}},
     "a compositional key on a flow scene whose transitions go elsewhere"),
    ({"timeline": [{"at": 0, "orthogonalScroll": {"section": 1}}]}, "an orthogonalScroll without a velocity"),
    ({"layout": "grid", "flow": {"lineSpacing": 3}}, "a flow layout's settings on a grid scene"),
    ({"layout": "grid", "grid": {"lineSpacing": 3}}, "a setting the grid layout does not take, nested"),
    ({"flow": {"itemSize": [10, 10]}}, "a flow layout's settings on a scene without a layout (the springboard)"),
    ({"timeline": [{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 10, "speed": 1}}]}, "an orthogonalScroll with an unknown key"),
    ({"timeline": [{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1e6}}]}, "an orthogonalScroll too fast"),
    ({"timeline": [{"at": 0, "orthogonalScroll": {"section": -1, "velocity": 10}}]}, "an orthogonalScroll of a negative section"),
    ({"timeline": [{"at": 0, "duration": 1, "orthogonalScroll": {"section": 1, "velocity": 10}}]}, "an orthogonalScroll with a duration"),
    ({"timeline": [{"at": 0, "duration": 1, "scroll": [0, 2500]}]}, "a scroll with a duration"),
    ({"timeline": [{"at": 0, "duration": 1, "page": 1}]}, "a page with a duration"),
    ({"timeline": [{"at": 0, "duration": 1, "menu": "pop", "item": 0}]}, "a menu action with a duration"),
]

# Scenes the schema must accept: one of each kind of value the decoder takes that no scene in the
# repository shows, so that a schema stricter than the decoder fails too.
MUST_PASS = [
    ({"layout": "flow", "flow": {"itemSize": [50, 50], "lineSpacing": 10}}, "a flow layout's settings, nested"),
    ({"springboard": {"rows": 5, "columns": 4}}, "the springboard's settings, nested, on a scene without a layout"),
    ({"timeline": [{"at": 0, "drag": [1, [0, 4], 7], "to": [400, 500]}]}, "a drag of a list of index paths"),
    ({"timeline": [{"at": 0, "drag": [0, 3], "to": [400, 500]}]}, "a drag of one [section, item]"),
    ({"timeline": [{"at": 0, "insertSections": [1]}, {"at": 1, "deleteSections": [0]},
                   {"at": 2, "menu": "colorize", "item": [0, 1]}]}, "section updates and colorize"),
    ({"layout": "compositional", "compositional": {"sections": [{"itemCount": 3, "group": {
        "axis": "vertical", "count": None, "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
        "items": [{"group": {"axis": "horizontal", "count": 2, "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                             "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}]},
        "orthogonalScrolling": "paging", "orthogonalOffset": 10, "background": {"contentInsets": 4}}]}},
     "nested compositional groups"),
    ({"layout": "flow", "sections": [{"count": 1}], "timeline": [{"at": 0, "transition": "compositional"}],
      "compositional": {"sections": [{"itemCount": 1, "list": {"appearance": "plain"}}]}},
     "a flow scene transitioning into its own compositional definition"),
    ({"layout": "compositional", "timeline": [{"at": 0, "orthogonalScroll": {"section": 1, "velocity": -1500.5}}]},
     "an orthogonalScroll flick"),
]


def json_blocks(path):
    """The ```json blocks of a Markdown file: (line number, text)."""
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r"^```json[ \t]*\n(.*?)^```", text, re.S | re.M):
        yield text.count("\n", 0, m.start()) + 2, m.group(1)


def scenes():
    """Every scene in the repository: (where, scene)."""
    for path in sorted(glob.glob(os.path.join(ROOT, "Assets", "**", "*.json"), recursive=True)):
        yield os.path.relpath(path, ROOT), json.load(open(path, encoding="utf-8"))
    manifest = os.path.join(ROOT, "Golden", "manifest.json")
    if os.path.exists(manifest):
        for s in json.load(open(manifest, encoding="utf-8")).get("scenarios", []):
            yield "Golden/manifest.json: " + s.get("name", "?"), s.get("scene", {})
    docs = [os.path.join(ROOT, "README.md")]
    docs += glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True)
    docs += glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True)
    for path in sorted(docs):
        for line, block in json_blocks(path):
            where = "%s:%d" % (os.path.relpath(path, ROOT), line)
            try:
                value = json.loads(block)
            except ValueError:
                # Abbreviated output (such as "..."), not a scene.
                continue
            if not isinstance(value, dict) or "elements" in value:
                continue
            if "scenarios" in value:
                for s in value["scenarios"]:
                    yield where + ": " + s.get("name", "?"), s.get("scene", {})
                continue
            yield where, value


def main():
    schema = json.load(open(SCHEMA_PATH, encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    count = 0
    for where, scene in scenes():
        count += 1
        for error in validator.iter_errors(scene):
            path = "".join("[%d]" % p if isinstance(p, int) else "." + p for p in error.absolute_path).lstrip(".")
            problems.append("%s: %s%s" % (where, path + ": " if path else "", error.message))
    for scene, why in MUST_FAIL:
        if validator.is_valid(scene):
            problems.append("the schema accepts %s: %s" % (why, json.dumps(scene)[:80]))
    for scene, why in MUST_PASS:
        for error in validator.iter_errors(scene):
            problems.append("the schema refuses %s: %s" % (why, error.message[:120]))
    for p in problems:
        print("check-scene-schema: " + p, file=sys.stderr)
    if problems:
        sys.exit(1)
    if count == 0:
        sys.exit("check-scene-schema: no scenes found (run it from the repository)")
    print("check-scene-schema: %d scenes follow Schema/scene.schema.json" % count)


if __name__ == "__main__":
    main()
