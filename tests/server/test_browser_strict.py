"""Strict mode in the browser (Playwright driving Debian's chromium against a real server process): a table made
with `strict` offers the seat's mistakes (`strict_actions`) beside its legal actions as marked buttons with their
keys; the log says the false call and what came of it; a penalty's hand ends in a dialog naming it. The fixtures
are `conftest.py`'s, the helpers `test_browser`'s."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect
from serve_client import ServerProcess, create_table, get, table_settings
from test_browser import new_page

from jongg.rules.penalties import CLASSICAL, HK_EASY, RIICHI

pytestmark = pytest.mark.xdist_group("browser")


def strict_table(browser: Any, server: ServerProcess, ruleset: str, lang: str = "en") -> Any:
    """A page at a new strict table of `ruleset` (seed 7): the person P0 and three standard bots."""
    settings = table_settings(ruleset, seed=7)
    settings["options"] = {"strict": True}
    made = create_table(server.url, settings)
    page = new_page(browser, server, lang=lang)
    page.goto(made["seats"][0])
    page.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    return page


def shoot(page: Any, name: str) -> None:
    page.screenshot(path=str(Path(os.environ.get("JONGG_SCREENSHOTS", "/tmp")) / f"browser-{name}.png"))


def test_a_false_call_nobody_answers_is_taken_back_and_play_goes_on(browser: Any, server: ServerProcess) -> None:
    """Classical: P0 calls Mah-Jongg without a winning hand (the marked button, or w); the bots pass while it is
    checked, so the call is taken back, the log says so, and the hand goes on (P0 is asked again)."""
    page = strict_table(browser, server, "dmjl-classical")
    call = page.locator("#actions button.strict.mahjongg")
    expect(call).to_contain_text("(strict)", timeout=10_000)
    assert call.inner_text().startswith("w Call Mah-Jongg with ")
    page.keyboard.press("w")
    log = page.locator("#log")
    expect(log).to_contain_text("P0 (you) calls Mah-Jongg ", timeout=10_000)
    expect(log).to_contain_text("P0 (you): the call is taken back (nobody had shown his hand); play goes on")
    assert " and shows " in log.inner_text()
    shoot(page, "strict-taken-back")
    expect(page.locator("#actions button.strict.mahjongg")).to_have_count(1, timeout=10_000)  # asked again
    assert page.locator("#report[open]").count() == 0
    assert page.errors == []


def test_a_false_call_in_hong_kong_easy_ends_the_hand_with_the_penalty(browser: Any, server: ServerProcess) -> None:
    """HKE: a false call shown costs 16 to each other player and ends the hand; the dialog names the penalty (in
    German here), lists its payments and scores no hand. (The next hand begins behind it, with a log of its own.)"""
    page = strict_table(browser, server, "dmjl-hk-easy", lang="de")
    call = page.locator("#actions button.strict.mahjongg")
    expect(call).to_contain_text("(streng)", timeout=10_000)
    call.click()
    body = page.locator("#report-body")
    expect(body.locator("h2")).to_have_text("Hand 1: durch eine Strafe beendet, Falscher Mah-Jongg-Ruf", timeout=10_000)
    expect(body).to_contain_text("Strafe – Falscher Mah-Jongg-Ruf, gezahlt von P0: jedem 16.")
    payments = body.locator("table.payments tr")
    expect(payments).to_have_count(3)
    assert all("(Falscher Mah-Jongg-Ruf)" in row and row.endswith("16") for row in payments.all_inner_texts())
    assert body.locator(".summary").count() == 0  # no scored hand
    shoot(page, "strict-penalty")
    assert page.errors == []


def test_the_pages_penalty_names_are_the_catalogs(browser: Any, server: ServerProcess) -> None:
    """The page names a penalty as `/api/rulesets` lists it: each rule set's own catalog, in both languages."""
    listed = {r["id"]: r["penalties"] for r in get(f"{server.url}/api/rulesets")}
    for ruleset, catalog in (("dmjl-classical", CLASSICAL), ("dmjl-hk-easy", HK_EASY), ("riichi-hana", RIICHI)):
        assert listed[ruleset] == {p.id: {"en": p.en, "de": p.de} for p in catalog}
