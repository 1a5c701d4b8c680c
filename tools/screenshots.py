"""The browser client's screenshots for the README (`docs/screenshots/`): the lobby, a table, the end of a hand,
the calculator and the replay viewer, on a desktop (1440x900) and a phone (390x844), from a real server process
and Debian's chromium (as the browser tests run them).

    python tools/screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # what the server client imports
sys.path.insert(0, str(ROOT / "tests" / "server"))
from conftest import ARGS, CHROMIUM  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402
from serve_client import ServerProcess, create_table, get, table_settings  # noqa: E402
from test_browser import create_table_with_three_bots, play_until_report  # noqa: E402

SIZES = {"desktop": (1440, 900), "phone": (390, 844)}


def shoot(browser: object, proc: ServerProcess, out: Path, size: str) -> None:
    width, height = SIZES[size]
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()  # type: ignore[attr-defined]
    page.goto(proc.url + "/")
    page.wait_for_selector("#ruleset option", state="attached")
    page.screenshot(path=str(out / f"lobby-{size}.png"))
    create_table_with_three_bots(page, proc, "Ann")
    page.wait_for_selector("#hand button.playable", timeout=10_000)
    for _ in range(80):  # turns until the own discards fill a row (a hand that ends first: the next one)
        if page.locator("#report[open]").count():
            page.click("#report-close")
        elif page.locator("#my-melds .tile").count() >= 8:
            break
        target = page.locator("#actions button, #hand button.playable").first
        if target.count():
            target.click(timeout=5_000)
        page.wait_for_timeout(100)
    page.screenshot(path=str(out / f"table-{size}.png"), full_page=size == "phone")
    play_until_report(page)
    page.screenshot(path=str(out / f"end-of-hand-{size}.png"))
    page.goto(proc.url + "/score")
    page.wait_for_selector("#ruleset option", state="attached")
    page.select_option("#ruleset", "dmjl-classical")
    page.fill("#hand", "111m666m55m77m [234m] +7m")
    page.select_option("#from", "N")
    page.click("#score")
    page.wait_for_selector("#result table.items")
    page.screenshot(path=str(out / f"calculator-{size}.png"), full_page=True)
    made = create_table(proc.url, {**table_settings("dmjl-hk-easy", 0, seed=5, bot="random"), "public": False})
    end = time.monotonic() + 120
    while get(f"{proc.url}/api/tables/{made['id']}")["status"] != "finished" and time.monotonic() < end:
        time.sleep(0.1)
    first = get(f"{proc.url}/api/games/{made['id']}/view?at=0")
    page.goto(f"{proc.url}/replay/{made['id']}")
    page.wait_for_selector("#board .player")
    page.select_option("#hand-select", index=1)
    for _ in range(40):  # some way into the second hand
        page.click("#next")
    expect(page.locator("#where")).to_have_text(f"Event {first['hands'][1] + 40} of {first['count'] - 1}")
    page.screenshot(path=str(out / f"replay-{size}.png"), full_page=size == "phone")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    with tempfile.TemporaryDirectory() as tmp:
        proc = ServerProcess(Path(tmp) / "data", grace=60.0, bot_delay=0.02)
        proc.start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for size in SIZES:
                    shoot(browser, proc, args.out, size)
                browser.close()
        finally:
            proc.stop()
        time.sleep(0.1)
    print(f"screenshots in {args.out}")


if __name__ == "__main__":
    main()
