"""The tiles in a real browser (Debian's chromium, a real server; fixtures in conftest.py): pictures by default,
the notation codes on request (switched on every page, remembered), each tile's accessible name in either style;
the table and the other pages at a phone's and a desktop's size without anything wider than the window."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect
from serve_client import ServerProcess
from test_browser import create_table_with_three_bots, new_page, wait_for_own_turn
from test_tile_pictures import EVERY_TILE

pytestmark = pytest.mark.xdist_group("browser")
SIZES = {"phone": (390, 844), "desktop": (1440, 900)}
TILE_NAME = re.compile(
    r"^(red )?[1-9] (Characters|Dots|Bamboo)$|^(East|South|West|North|\w+ Dragon)$"
    r"|^(Plum|Orchid|Chrysanthemum|Bamboo flower|Spring|Summer|Autumn|Winter)$"
)
PAGES = ["/", "/score", "/analyse", "/replay"]
HAND = "5m19m19p19s1234567z"  # terminals and honours: every suit and kind of honour
TILE_PICTURES = "#result .tile img"


def analyse(page: Any, server: ServerProcess, hand: str = HAND) -> None:
    page.goto(server.url + "/analyse")
    page.wait_for_selector("#ruleset option", state="attached")
    page.fill("#hand", hand)
    page.click("#analyse")
    page.wait_for_selector("#result table.discards")


def test_the_tiles_are_pictures_with_their_names(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    analyse(page, server)
    expect(page.get_by_role("img", name="9 Dots").first).to_be_visible()
    expect(page.get_by_role("img", name="White Dragon").first).to_be_visible()
    # every tile there is, made by the page's own module (the analyser shows no red five and no flower)
    page.evaluate(
        f"import('/static/js/tiles.js').then((m) => document.getElementById('result').append("
        f"...{EVERY_TILE!r}.map((code) => m.tileElement(code))))"
    )
    tiles = page.locator("#result .tile")
    assert tiles.count() >= len(EVERY_TILE) + 14
    for n in range(tiles.count()):
        tile = tiles.nth(n)
        expect(tile.locator("img")).to_be_visible()
        expect(tile.locator(".code")).to_be_hidden()
    # each picture's source and whether it loaded, read in one call (one call a tile took seconds in all)
    page.wait_for_function(f"() => [...document.querySelectorAll({TILE_PICTURES!r})].every((img) => img.complete)")
    pictures = tiles.evaluate_all(
        "(tiles) => tiles.map((tile) => { const img = tile.querySelector('img');"
        " return [tile.getAttribute('data-tile'), img.getAttribute('src'), img.complete && img.naturalWidth > 0]; })"
    )
    assert len(pictures) == tiles.count()
    for code, src, loaded in pictures:
        assert src == f"/static/tiles/{code}.svg"
        assert loaded, code  # loaded under the CSP
    for name in ("red 5 Bamboo", "5 Bamboo", "Plum", "Winter", "Red Dragon"):
        expect(page.get_by_role("img", name=name, exact=True).first).to_be_visible()
    assert page.errors == []


def test_the_german_tiles_are_named_in_german(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server, lang="de")
    analyse(page, server, "123m456p789s1122z5s")
    expect(page.get_by_role("img", name="5 Bambus").first).to_be_visible()
    expect(page.get_by_role("img", name="Süd").first).to_be_visible()
    expect(page.locator("#tile-style")).to_have_text("Ziegel als Kürzel")
    assert page.errors == []


def test_the_tile_codes_are_switched_on_every_page_and_remembered(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    for path in PAGES:  # every page has the switch, and it works there
        page.goto(server.url + path)
        button = page.locator("#tile-style")
        expect(button).to_have_text("Tile codes")
        expect(page.locator("html")).to_have_attribute("data-tiles", "pictures")
        button.click()
        expect(page.locator("html")).to_have_attribute("data-tiles", "codes")
        expect(button).to_have_attribute("aria-pressed", "true")
        button.click()
        expect(page.locator("html")).to_have_attribute("data-tiles", "pictures")
    page.click("#tile-style")  # codes, on the replay list
    analyse(page, server)  # another page: still codes
    expect(page.locator("#tile-style")).to_have_attribute("aria-pressed", "true")
    tile = page.get_by_role("img", name="9 Bamboo", exact=True).first
    expect(tile).to_have_text("9s")
    expect(tile.locator("img")).to_be_hidden()
    page.reload()  # and after a reload
    expect(page.locator("html")).to_have_attribute("data-tiles", "codes")
    page.click("#tile-style")  # pictures again
    analyse(page, server)
    tile = page.get_by_role("img", name="9 Bamboo", exact=True).first
    expect(tile.locator("img")).to_be_visible()
    expect(tile.locator(".code")).to_be_hidden()
    assert page.errors == []


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const wide = [...document.body.querySelectorAll("*")].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (box.left < -0.5 || box.right > width + 0.5);
  }).map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`);
  return { width, scroll: document.documentElement.scrollWidth, wide };
}"""
"""What sticks out of the window sideways: every shown element beyond the left or right edge, and the page's width."""


def assert_fits(page: Any, what: str) -> None:
    found = page.evaluate(OVERFLOW)
    assert found["scroll"] <= found["width"] and not found["wide"], f"{what}: {found}"


def assert_within_width(page: Any, tiles: Any, width: int) -> None:
    for n in range(tiles.count()):
        box = tiles.nth(n).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, (n, box)


def discard_rows(page: Any) -> list[Any]:
    """The four players' discards, the own ones last (each player's box ends with its discards)."""
    return [box.locator(":scope > .tiles").last for box in page.locator("#players .player, #my-melds .player").all()]


class Requests:
    """A page's requests in flight, and when the last one began or ended."""

    def __init__(self, page: Any) -> None:
        self.open, self.last = 0, time.monotonic()
        page.on("request", lambda _: self.moved(1))
        page.on("requestfinished", lambda _: self.moved(-1))
        page.on("requestfailed", lambda _: self.moved(-1))

    def moved(self, change: int) -> None:
        self.open += change
        self.last = time.monotonic()

    def wait_until_quiet(self, page: Any, quiet: float = 0.1, timeout: float = 10.0) -> None:
        """Playwright's `networkidle` (no request for half a second) in less: none in flight for `quiet` seconds
        (the pages fetch what they show as they load, and nothing later)."""
        end = time.monotonic() + timeout
        while self.open or time.monotonic() - self.last < quiet:
            assert time.monotonic() < end, f"requests still in flight after {timeout} s"
            page.wait_for_timeout(20)  # the page's events come in meanwhile


@pytest.mark.parametrize("size", SIZES)
def test_the_pages_fit_the_window(browser: Any, server: ServerProcess, size: str) -> None:
    for lang in ("en", "de"):  # the German words are longer
        page = new_page(browser, server, lang=lang, size=SIZES[size])
        requests = Requests(page)
        for path in PAGES:
            page.goto(server.url + path)
            requests.wait_until_quiet(page)
            assert_fits(page, f"{path} ({lang})")
        analyse(page, server)
        assert_fits(page, f"the analyser's result ({lang})")
        assert page.errors == []


@pytest.mark.parametrize("size", SIZES)
def test_the_table_shows_every_discard_and_the_hand_without_scrolling_sideways(
    browser: Any, server: ServerProcess, size: str
) -> None:
    width = SIZES[size][0]
    page = new_page(browser, server, size=SIZES[size])
    create_table_with_three_bots(page, server, "Ann")
    end = time.monotonic() + 60
    while not (len(discard_rows(page)) == 4 and all(row.locator(".tile").count() for row in discard_rows(page))):
        assert time.monotonic() < end, "no discard from every player in 60 s"
        if page.locator("#report[open]").count():
            page.click("#report-close")
        target = page.locator("#actions button, #hand button.playable").first
        if target.count():
            target.click(timeout=5_000)
        page.wait_for_timeout(50)
    wait_for_own_turn(page)  # the own turn: a full hand
    for row in discard_rows(page):
        tiles = row.locator(".tile")
        for n in range(tiles.count()):
            expect(tiles.nth(n).locator("img")).to_be_visible()
        assert_within_width(page, tiles, width)
    hand = page.locator("#hand .tile")
    assert hand.count() >= 13 - 3 * page.locator("#my-melds .meld").count()
    assert_within_width(page, hand, width)
    for n in range(hand.count()):  # each a button named for a screen reader
        expect(hand.nth(n)).to_have_accessible_name(TILE_NAME)
    assert_fits(page, "the table")
    page.click("#tile-style")  # the codes, here too, and they fit as well
    expect(hand.first.locator(".code")).to_be_visible()
    expect(hand.first).to_have_text(re.compile(r"^[1-9][mpsz]$"))
    assert_within_width(page, hand, width)
    assert_fits(page, "the table in codes")
    assert page.errors == []
