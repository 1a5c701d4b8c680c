"""The browser client in a real headless browser: Playwright driving Debian's chromium against a real `python -m
jongg.server` process on loopback. The page is used as a player uses it: the lobby's form, clicks on tiles and
buttons; what is checked is what the page shows.

`make test` installs chromium when it is missing (`Makefile`); under `CI` a missing browser is a failure, else
these tests are skipped with the reason.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from serve_client import ServerProcess, create_table, get, table_settings

pytestmark = pytest.mark.xdist_group("browser")
HAND_END = re.compile(r"Hand \d+: ")
"""The start of the end-of-hand dialog, in the words of `jongg play`."""


def new_page(browser: Any, server: ServerProcess, lang: str = "en", size: tuple[int, int] = (1280, 900)) -> Any:
    locale = "de-DE" if lang == "de" else "en-US"
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale=locale)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("dialog", lambda dialog: page.errors.append(f"a dialog opened: {dialog.message}") or dialog.dismiss())
    return page


def fill_lobby(page: Any, url: str, name: str, second_seat: str = "standard") -> None:
    """The lobby's form for a Hong Kong Easy table: the name, the second seat (a bot kind or "human"), sent."""
    page.goto(url + "/")
    page.wait_for_selector("#ruleset option", state="attached")
    page.fill("#name", name)
    page.select_option("#ruleset", "dmjl-hk-easy")
    page.select_option("#seat2", second_seat)
    page.click("#create-table")


def create_table_with_three_bots(page: Any, server: ServerProcess, name: str) -> None:
    fill_lobby(page, server.url, name)
    page.wait_for_url("**/table/**", timeout=10_000)


def wait_for_own_turn(page: Any, seconds: float = 10.0) -> None:
    """Until the page asks for a discard. A claim offered on the way is passed at once, as its deadline (8 s at a
    table made in the lobby) would pass it."""
    end = time.monotonic() + seconds
    while not page.locator("#hand button.playable").count():
        assert time.monotonic() < end, f"not asked to discard in {seconds} s"
        passing = page.locator("#actions button[data-action=pass]")
        if passing.count():
            with contextlib.suppress(PlaywrightTimeout):  # the window closed meanwhile
                passing.first.click(timeout=1000)
        page.wait_for_timeout(30)


def play_until_report(page: Any, seconds: float = 60.0) -> None:
    """Click as a player would (an offered action, else the first tile that may be discarded) until the
    end-of-hand dialog is open."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if page.locator("#report[open]").count():
            return
        actions = page.locator("#actions button")
        tiles = page.locator("#hand button.playable")
        target = actions.first if actions.count() else tiles.first if tiles.count() else None
        if target is None:
            page.wait_for_timeout(30)
            continue
        try:
            target.click(timeout=1000)
        except PlaywrightTimeout:  # the element went (the page was drawn anew) or the dialog opened over it
            continue
    raise AssertionError(f"no end of hand in {seconds} s")


def test_a_table_with_three_bots_is_played_by_clicks_to_an_itemised_score(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    page.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    for _ in range(8):  # hands until one is won (a draw's dialog has no score)
        play_until_report(page)
        body = page.inner_text("#report-body")
        assert HAND_END.match(body), body  # jongg play's words: "Hand 1: won by Ann", "Hand 1: a draw"
        if page.locator("#report-body table.items tr").count():
            break
        page.click("#report-close")
    else:
        raise AssertionError("eight hands without a winner")
    rows = page.locator("#report-body .hand.won table.items tr")
    assert rows.count() >= 1 and "total" in page.inner_text("#report-body .hand.won .summary"), body
    assert ": won by " in body and "Payments" in body and "Totals" in body
    page.screenshot(path=str(Path(os.environ.get("JONGG_SCREENSHOTS", "/tmp")) / "browser-end-of-hand.png"))
    assert page.errors == []


def test_a_hostile_name_is_shown_as_text(browser: Any, server: ServerProcess) -> None:
    hostile = "<img src=x onerror=alert(1)>"
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, hostile)
    page.wait_for_selector("#my-melds .who")
    assert hostile in page.inner_text("#my-melds .who")
    assert page.locator("main .tile > img").count() >= 13  # the tiles are pictures
    assert page.locator("main img:not(.tile > img)").count() == 0  # and no other picture came in with the name
    assert page.errors == []


def test_the_page_recovers_when_the_server_is_killed_and_started_again(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    proc = ServerProcess(tmp_path_factory.mktemp("restart") / "data", grace=60.0, bot_delay=0.02)
    proc.start()
    try:
        page = new_page(browser, proc)
        create_table_with_three_bots(page, proc, "Ann")
        wait_for_own_turn(page)
        proc.kill()
        page.wait_for_selector('#connection[data-state="reconnecting"]', timeout=10_000)
        proc.start()
        page.wait_for_selector('#connection[data-state="open"]', timeout=15_000)
        page.wait_for_selector("#hand button.playable", timeout=10_000)  # asked again, the same decision
        play_until_report(page)
        assert HAND_END.match(page.inner_text("#report-body"))
        assert page.errors == []
    finally:
        proc.stop()


def english_in(text: str, english: set[str]) -> list[str]:
    """The English texts found in `text` as words of their own ("Pass" is not in "Passen")."""
    return [e for e in english if re.search(rf"(?<!\w){re.escape(e)}(?!\w)", text)]


def test_the_german_pages_show_no_english_text(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server, lang="de")
    page.goto(server.url + "/")
    page.wait_for_selector("#ruleset option", state="attached")
    texts = page.evaluate("import('/static/js/i18n.js').then((m) => m.TEXTS)")
    german = "\n".join(texts["de"].values())
    english = {v for v in texts["en"].values() if "{" not in v and len(v) > 3 and not english_in(german, {v})}
    # (an English text that is also German, "Hand" in "Hand werten", says nothing)
    lobby = page.inner_text("body")
    assert "Neuer Tisch" in lobby and not english_in(lobby, english)
    create_table_with_three_bots(page, server, "Ann")
    play_until_report(page)
    table = page.inner_text("body")
    assert "Spielstand" in table and re.search(r"Hand \d+: ", table), table
    assert not english_in(table, english)
    assert page.errors == []


def test_the_calculator_scores_the_readmes_example(browser: Any, server: ServerProcess) -> None:
    """README: `jongg score '111m666m55m77m [234m] +7m' --seat E --round S --discard N`; the page's total is the
    library's for the same request."""
    from jongg.scoring import score

    request = {
        "ruleset": "dmjl-classical",
        "hand": "111m666m55m77m [234m] +7m",
        "seat_wind": "E",
        "round_wind": "S",
        "win": {"by": "discard", "from": "N"},
    }
    expected = score(request)
    page = new_page(browser, server)
    page.goto(server.url + "/score")
    page.wait_for_selector("#ruleset option", state="attached")
    page.select_option("#ruleset", "dmjl-classical")
    page.fill("#hand", request["hand"])
    page.select_option("#seat_wind", "E")
    page.select_option("#round_wind", "S")
    page.select_option("#by", "discard")
    page.select_option("#from", "N")
    page.click("#score")
    page.wait_for_selector("#result table.items")
    rows = page.locator("#result table.items tr")
    assert rows.last.inner_text().split() == ["Total", str(expected["total"])]
    assert rows.count() == len(expected["items"]) + 1
    assert f"Mah-Jongg: {expected['total']}" in page.inner_text("#result")
    page.fill("#hand", "111m666m55m77m [234m] +7")  # a typo: the notation's own message, not a crash
    page.click("#score")
    page.wait_for_selector("#result .error")
    assert page.errors == []


def test_the_analyser_ranks_the_discards(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server, lang="de")
    page.goto(server.url + "/analyse")
    page.wait_for_selector("#ruleset option", state="attached")
    page.select_option("#ruleset", "dmjl-hk-easy")
    page.fill("#hand", "123m456p789s1122z3z")
    page.click("#analyse")
    page.wait_for_selector("#result table.discards")
    assert page.inner_text("#result").startswith("Shanten: 0")
    first = page.locator("#result table.discards tbody tr").first
    assert first.locator(".tile").first.get_attribute("aria-label") == "West"
    assert page.errors == []


def test_two_people_at_one_table_and_one_comes_back(browser: Any, server: ServerProcess) -> None:
    """Ann makes a table with Ben and two bots and sends Ben his link; Ben closes his page and opens the link
    again; the hand goes on to its end for both."""
    ann = new_page(browser, server)
    fill_lobby(ann, server.url, "Ann", "human")
    links = ann.locator("#links a")
    links.first.wait_for()
    own, ben_link = links.nth(0).get_attribute("href"), links.nth(1).get_attribute("href")
    ann.goto(own)
    ben = new_page(browser, server)
    ben.goto(ben_link)
    ben.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    ben.context.close()  # Ben goes
    ben = new_page(browser, server)
    ben.goto(ben_link)  # and comes back with his link
    ben.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    end = time.monotonic() + 90
    while time.monotonic() < end and not all(p.locator("#report[open]").count() for p in (ann, ben)):
        for page in (ann, ben):
            if page.locator("#report[open]").count():
                continue
            target = page.locator("#actions button, #hand button.playable").first
            if target.count():
                with contextlib.suppress(PlaywrightTimeout):
                    target.click(timeout=500)
        ann.wait_for_timeout(20)
    assert ann.locator("#report[open]").count() and ben.locator("#report[open]").count(), "no end of hand for both"
    shown = [p.inner_text("#report-body").replace(" (you)", "") for p in (ann, ben)]
    assert HAND_END.match(shown[0]) and shown[0] == shown[1]  # the same hand's end, for both
    assert ann.errors == [] and ben.errors == []


def test_the_host_link_starts_with_a_bot_for_the_free_seat_and_pauses(browser: Any, server: ServerProcess) -> None:
    ann = new_page(browser, server)
    fill_lobby(ann, server.url, "Ann", "human")
    ann.locator("#links a.host-link").wait_for()
    host_link = ann.locator("#links a.host-link").get_attribute("href")
    ann.goto(ann.locator("#links a").first.get_attribute("href"))
    ann.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    assert ann.locator("#host").is_hidden() and ann.locator("#hand .tile").count() == 0  # Ben's seat is free
    host = new_page(browser, server)
    host.goto(host_link)
    host.wait_for_selector("#host button[data-host=start]", state="visible", timeout=10_000)
    host.click("#host button[data-host=start]")
    ann.wait_for_selector("#hand .tile", timeout=10_000)  # dealt: the match began, a bot in Ben's seat
    host.click("#host button[data-host=pause]")
    expect(ann.locator("#status")).to_contain_text("paused", timeout=10_000)
    host.click("#host button[data-host=resume]")
    expect(ann.locator("#status")).not_to_contain_text("paused", timeout=10_000)
    assert ann.errors == [] and host.errors == []


def test_the_replay_viewer_steps_through_a_finished_game(browser: Any, server: ServerProcess) -> None:
    made = create_table(server.url, {**table_settings("dmjl-hk-easy", 0, seed=5, bot="random"), "public": False})
    end = time.monotonic() + 60
    while get(f"{server.url}/api/tables/{made['id']}")["status"] != "finished":
        assert time.monotonic() < end, "four bots did not finish a match in 60 s"
        time.sleep(0.1)
    first = get(f"{server.url}/api/games/{made['id']}/view?at=0")
    hands, last = first["hands"], first["count"] - 1
    page = new_page(browser, server)
    page.goto(server.url + "/replay")
    page.click(f"#game-list a[href='/replay/{made['id']}']")
    page.wait_for_selector("#board .player")
    assert page.inner_text("#where") == f"Event {hands[0]} of {last}"
    page.select_option("#hand-select", index=1)  # the second hand's start
    expect(page.locator("#where")).to_have_text(f"Event {hands[1]} of {last}")
    for n in range(1, 13):
        page.click("#next")
        expect(page.locator("#where")).to_have_text(f"Event {hands[1] + n} of {last}")
    boxes = page.locator("#board .player")
    assert boxes.count() == 4 and all(boxes.nth(s).locator(".tile").count() >= 13 for s in range(4))  # hands open
    page.select_option("#seat-select", value="1")
    end = time.monotonic() + 10
    while time.monotonic() < end:  # seat 1's own hand stays, the others' are hidden again
        counts = [boxes.nth(s).locator(".tile").count() for s in range(4)]
        if counts[1] >= 13 and all(counts[s] < 13 for s in (0, 2, 3)):
            break
        page.wait_for_timeout(50)
    else:
        raise AssertionError(f"tiles shown per seat: {counts}")
    href = page.get_attribute("#download", "href")
    assert href == f"/api/games/{made['id']}/record"
    assert page.errors == []


def test_hints_show_the_own_hand_on_request(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    wait_for_own_turn(page)
    assert page.inner_text("#hints") == ""
    page.check("#hints-toggle")
    expect(page.locator("#hints")).to_contain_text("shanten ", timeout=10_000)
    assert "best discards" in page.inner_text("#hints")
    page.uncheck("#hints-toggle")
    expect(page.locator("#hints")).to_have_text("")
    assert page.errors == []
