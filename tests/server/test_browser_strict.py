"""Strict mode in the browser (issue 27 item 4; Playwright driving Debian's chromium against a real server): a
false Mah-Jongg call offered as a true one and taken back, a discard named wrongly, a set typed in refused when it
is none, and a Hong Kong Easy penalty on the score screen. The fixtures are `conftest.py`'s."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from serve_client import ServerProcess, create_table, table_settings
from test_browser import new_page

pytestmark = pytest.mark.xdist_group("browser")


def strict_table(server: ServerProcess, ruleset: str) -> str:
    settings = table_settings(ruleset)
    settings["options"] = {"strict": True, **({"min_points": 0} if ruleset == "dmjl-classical" else {})}
    return str(create_table(server.url, settings)["seats"][0])


def until_turn(page: Any, seconds: float = 30.0) -> None:
    """Pass every discard Ann is asked about (at a strict table, every one: she may call on each) until she
    must discard."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if page.locator("#hand button.playable").count():
            return
        passing = page.locator("#actions button.pass")
        if passing.count():
            try:
                passing.first.click(timeout=1000)
            except PlaywrightTimeout:  # drawn anew meanwhile
                continue
        page.wait_for_timeout(30)
    raise AssertionError("Ann was never to discard")


def test_a_false_call_looks_like_a_true_one_and_is_taken_back(browser: Any, server: ServerProcess) -> None:
    """Classical: the first time Ann is asked, "Mah-Jongg!" is offered (her hand does not win: the table lets
    her call all the same). She calls; the bots do not show their hands, so the call is taken back, and the log
    says so."""
    page = new_page(browser, server)
    page.goto(strict_table(server, "dmjl-classical"))
    call = page.locator("#actions button", has_text="Mah-Jongg!")
    expect(call).to_have_count(1, timeout=15_000)
    assert page.locator("#actions button").first.inner_text().endswith("Mah-Jongg!")  # first, as a true one
    call.click()
    expect(page.locator("#log")).to_contain_text("calls Mah-Jongg on", timeout=10_000)
    expect(page.locator("#log")).to_contain_text("the call is taken back", timeout=10_000)
    assert page.errors == []


def test_a_discard_named_wrongly_and_a_set_that_is_none(browser: Any, server: ServerProcess) -> None:
    """Classical: while Ann must discard she may name the tile otherwise; her log says both, the tile and the
    name. The box for a set of any tiles refuses what is no set."""
    page = new_page(browser, server)
    page.goto(strict_table(server, "dmjl-classical"))
    playable = page.locator("#hand button.playable")
    until_turn(page)
    expect(page.locator("#name-box")).to_be_visible()
    expect(page.locator("#lay-box")).to_be_visible()
    page.fill("#lay", "pung please")
    page.click("#lay-box button")
    expect(page.locator("#prompt")).to_contain_text("Not a set to lay here: pung please")
    tile = playable.first.get_attribute("data-tile")
    name = "1z" if tile != "1z" else "2z"
    page.click("#lang")  # the list follows the language
    expect(page.locator("#name-as option").first).to_have_text("wie er ist")
    page.click("#lang")
    page.select_option("#name-as", value=name)
    playable.first.click()
    expect(page.locator("#log")).to_contain_text("named", timeout=10_000)
    assert page.input_value("#name-as") == ""  # a name is said for one discard only
    assert page.errors == []


def test_a_penalty_ends_the_hand_and_the_score_screen_names_it(browser: Any, server: ServerProcess) -> None:
    """Hong Kong Easy: a false call shown costs 16 to each other player at once; the score screen's title and
    payments name the penalty, in German too."""
    page = new_page(browser, server, lang="de")
    page.goto(strict_table(server, "dmjl-hk-easy"))
    call = page.locator("#actions button", has_text="Mah-Jongg!")
    expect(call).to_have_count(1, timeout=15_000)
    call.click()
    expect(page.locator("#report-body h2")).to_contain_text(
        "durch eine Strafe beendet: Falscher Mah-Jongg-Ruf", timeout=10_000
    )
    expect(page.locator("#report-body")).to_contain_text("16")
    assert page.errors == []
