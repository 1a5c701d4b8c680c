"""The browser client's tile pictures (`static/tiles/*.svg`, written by `tools/make_tiles.py`): current, one for
every tile the notation knows, drawn without any font, and served by the server as SVG."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

from starlette.testclient import TestClient

from jongg.server.app import create_app

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
EVERY_TILE = (
    [f"{n}{suit}" for suit in "mps" for n in range(1, 10)]
    + ["0m", "0p", "0s"]
    + [f"{n}z" for n in range(1, 8)]
    + [f"{n}{bonus}" for bonus in "fg" for n in range(1, 5)]
)


def make_tiles() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_tiles", ROOT / "tools" / "make_tiles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_pictures_are_the_generators() -> None:
    generated = make_tiles().generated()
    stale = [path.name for path, text in generated.items() if not path.exists() or path.read_text("utf-8") != text]
    assert not stale, f"run `python tools/make_tiles.py` to regenerate: {stale}"
    folder = ROOT / "src" / "jongg" / "server" / "static" / "tiles"
    assert sorted(p.name for p in folder.glob("*.svg")) == sorted(path.name for path in generated)


def test_every_tile_has_a_picture_drawn_without_a_font() -> None:
    pictures = {path.stem: content for path, content in make_tiles().generated().items()}
    assert sorted(pictures) == sorted(EVERY_TILE)  # 34 kinds, three red fives, four flowers, four seasons
    for code, content in pictures.items():
        root = ET.fromstring(content)
        assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 60 80", code
        assert not list(root.iter(f"{SVG}text")), code
        assert "font" not in content and "MIT licence" in content, code
    assert len(set(pictures.values())) == len(pictures)  # no two tiles look the same


def test_the_server_serves_the_pictures_as_svg(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        for code in ("5s", "0p", "7z", "4g"):
            answer = client.get(f"/static/tiles/{code}.svg")
            assert answer.status_code == 200 and answer.headers["content-type"].startswith("image/svg+xml"), code
            assert answer.text == (ROOT / "src" / "jongg" / "server" / "static" / "tiles" / f"{code}.svg").read_text()
