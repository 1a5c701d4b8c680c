"""Playing in the browser, part two (Playwright driving Debian's chromium against a real server process): hints
from the server, the result of a hand that waits for its reader and then gives way to the next hand, a stale
answer refused and said, "reconnecting" while the socket is down, the dealer and the walls, the riichi discard
turned, the rule set's options in the lobby, the calculator's tile picker, the keys and the deadline.
The fixtures are `conftest.py`'s, the helpers `test_browser`'s."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect
from serve_client import ServerProcess, create_table, get, table_settings
from test_browser import HAND_END, create_table_with_three_bots, new_page, play_until_report, wait_for_own_turn

pytestmark = pytest.mark.xdist_group("browser")


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose next hand waits at most 2 seconds for a person reading a result."""
    proc = ServerProcess(tmp_path_factory.mktemp("quick") / "data", grace=60.0, result_seconds=2.0)
    proc.start()
    yield proc
    proc.stop()


def table_id(page: Any) -> str:
    return str(page.url.split("/table/")[1].split("#")[0])


def test_hints_come_from_the_server_and_a_table_may_forbid_them(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    wait_for_own_turn(page)
    page.check("#hints-toggle")
    hints = page.locator("#hints")
    expect(hints).to_contain_text("the standard bot would: Discard ", timeout=10_000)
    expect(hints).to_contain_text("best discards ")
    assert re.search(r"shanten \d|a winning hand", hints.inner_text())
    page.uncheck("#hints-toggle")
    expect(hints).to_have_text("")
    closed = create_table(server.url, table_settings(hints=False))
    other = new_page(browser, server)
    other.goto(closed["seats"][0])
    other.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    expect(other.locator("#hints-toggle")).to_be_hidden()
    assert page.errors == [] and other.errors == []


def test_hints_in_german_are_jongg_plays_german(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server, lang="de")
    create_table_with_three_bots(page, server, "Ann")
    wait_for_own_turn(page)
    page.check("#hints-toggle")
    hints = page.locator("#hints")
    expect(hints).to_contain_text("der Standard-Bot würde: ", timeout=10_000)
    expect(hints).to_contain_text("beste Abwürfe ")
    assert "the standard bot" not in hints.inner_text() and "best discards" not in hints.inner_text()
    assert page.errors == []


def test_the_next_hand_waits_for_the_reader_and_the_result_stays_reachable(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    play_until_report(page)
    title = page.inner_text("#report-body h2")
    assert HAND_END.match(title)
    expect(page.locator("#report-countdown")).to_contain_text("The next hand begins in")
    page.wait_for_timeout(1500)  # the bots do not go on meanwhile, and nothing asks Ann behind the dialog
    assert page.locator("#report[open]").count() == 1
    assert get(f"{server.url}/api/tables/{table_id(page)}")["between_hands"]["waiting"] == [0]
    assert page.locator("#hand button.playable, #actions button").count() == 0
    page.reload()  # the page comes back: the result is shown again, and the hand still waits for Ann
    expect(page.locator("#report-body h2")).to_have_text(title, timeout=10_000)
    expect(page.locator("#report-countdown")).to_contain_text("The next hand begins in")
    page.click("#report-close")  # read: the next hand begins
    expect(page.locator("#report")).not_to_have_attribute("open", "")
    expect(page.locator("#log")).to_contain_text("Hand 2 begins", timeout=10_000)
    assert get(f"{server.url}/api/tables/{table_id(page)}")["between_hands"] is None
    results = page.locator("#results button")
    expect(results.first).to_have_text(title)
    results.first.click()  # the result again, from the list under the log
    expect(page.locator("#report-body h2")).to_have_text(title)
    page.click("#report-close")
    assert page.errors == []


def test_the_result_closes_itself_when_the_next_hand_begins_anyway(browser: Any, quick: ServerProcess) -> None:
    page = new_page(browser, quick)
    create_table_with_three_bots(page, quick, "Ann")
    play_until_report(page)
    title = page.inner_text("#report-body h2")
    expect(page.locator("#report")).not_to_have_attribute("open", "", timeout=10_000)  # 2 s, then it goes
    expect(page.locator("#log")).to_contain_text("Hand 2 begins", timeout=10_000)
    expect(page.locator("#results button").first).to_have_text(title)
    assert page.errors == []


@pytest.fixture(scope="module")
def slow(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server whose bots move 1.5 seconds apart: time to look at the table between two moves."""
    proc = ServerProcess(tmp_path_factory.mktemp("slow") / "data", grace=60.0, bot_delay=1.5)
    proc.start()
    yield proc
    proc.stop()


def test_a_stale_answer_is_refused_and_the_page_says_so(browser: Any, slow: ServerProcess) -> None:
    """Ann has the table open twice; she discards on one page while the other has not heard of it yet (its
    frames held back) and discards there too: the server refuses that answer, the page says so and goes on."""
    made = create_table(slow.url, table_settings())
    first, second = new_page(browser, slow), new_page(browser, slow)
    held: list[str] = []
    holding = [False]
    sockets: list[Any] = []

    def route(ws: Any) -> None:
        """The second page's socket, its frames from the server held back while `holding`."""
        sockets.append(ws)
        upstream = ws.connect_to_server()
        upstream.on_message(lambda message: held.append(message) if holding[0] else ws.send(message))
        ws.on_message(upstream.send)

    second.route_web_socket(re.compile(r".*/ws/.*"), route)
    for page in (first, second):
        page.goto(made["seats"][0])
        page.wait_for_selector("#hand button.playable", timeout=15_000)
    holding[0] = True
    first.locator("#hand button.playable").first.click()
    expect(first.locator("#hand button.playable")).to_have_count(0)
    stale = second.locator("#hand button.playable")
    stale.last.click()  # the view this page still shows is gone at the server
    expect(stale).to_have_count(0)  # never twice
    second.wait_for_timeout(300)  # the server's refusal is among the frames held
    while held:
        sockets[-1].send(held.pop(0))
    holding[0] = False
    while held:
        sockets[-1].send(held.pop(0))
    expect(second.locator("#log")).to_contain_text(re.compile("you are not asked now|is stale"), timeout=10_000)
    assert first.errors == [] and second.errors == []


def test_reconnecting_is_shown_and_nothing_is_offered_while_the_socket_is_down(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    proc = ServerProcess(tmp_path_factory.mktemp("down") / "data", grace=60.0)
    proc.start()
    try:
        page = new_page(browser, proc)
        create_table_with_three_bots(page, proc, "Ann")
        wait_for_own_turn(page)
        proc.kill()
        expect(page.locator("#connection")).to_have_attribute("data-state", "reconnecting", timeout=10_000)
        expect(page.locator("#connection")).to_have_text("reconnecting…")
        expect(page.locator("#hand button.playable")).to_have_count(0)  # nothing to act on while down
        proc.start()
        expect(page.locator("#connection")).to_have_attribute("data-state", "open", timeout=15_000)
        page.wait_for_selector("#hand button.playable", timeout=10_000)  # asked again after the hello
        assert page.errors == []
    finally:
        proc.stop()


def test_the_table_names_the_dealer_and_counts_both_walls(browser: Any, server: ServerProcess) -> None:
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    expect(page.locator("#status")).to_contain_text(re.compile(r"wall \d+, dead wall \d+"))
    dealers = page.locator(".player .who", has_text="dealer")
    expect(dealers).to_have_count(1)
    assert page.errors == []


def test_the_riichi_discard_lies_sideways_in_the_replay(browser: Any, server: ServerProcess) -> None:
    """A link to one event (`/replay/ID?at=N`) opens the viewer there; the riichi discard is turned, once."""
    made = create_table(server.url, {**table_settings("riichi-hana", 0, seed=3), "public": False})
    end = time.monotonic() + 120
    while get(f"{server.url}/api/tables/{made['id']}")["status"] != "finished":
        assert time.monotonic() < end, "four bots did not finish a Riichi match in 120 s"
        time.sleep(0.2)
    with urllib.request.urlopen(f"{server.url}/api/games/{made['id']}/record") as answer:
        events = [json.loads(line) for line in answer.read().decode().splitlines() if line.strip()]
    at, riichi = next((n, e) for n, e in enumerate(events) if e["type"] == "riichi_accepted")
    page = new_page(browser, server)
    page.goto(f"{server.url}/replay/{made['id']}?at={at}")
    expect(page.locator("#where")).to_have_text(re.compile(rf"^Event {at} of "))
    box = page.locator(f"#board .player[data-seat='{riichi['seat']}']")
    expect(box.locator(".tile.turned")).to_have_count(1)
    expect(page.locator("#board .tile.turned")).to_have_count(1)
    assert page.errors == []


def test_the_calculators_picker_writes_the_readmes_example(browser: Any, server: ServerProcess) -> None:
    """Tiles clicked in the parts of the hand give the README's notation, which scores as typed; a fourth tile of
    an exposed pung makes a kong, a different one a new set; the last click is taken back; in German the tiles
    are named in German."""
    page = new_page(browser, server)
    page.goto(server.url + "/score")
    page.wait_for_selector("#ruleset option", state="attached")
    page.select_option("#ruleset", value="dmjl-classical")
    picker = page.locator(".picker")

    def pick(part: str, *tiles: str) -> None:
        picker.locator(f"input[value='{part}']").check()
        for tile in tiles:
            picker.locator(f"button[data-tile='{tile}']").click()

    pick("concealed", "1m", "1m", "1m", "6m", "6m", "6m", "5m", "5m", "7m", "7m")
    pick("exposed", "2m", "3m", "4m")
    pick("winning", "7m")
    expect(page.locator("#hand")).to_have_value("1m1m1m6m6m6m5m5m7m7m [2m3m4m] +7m")
    page.select_option("#seat_wind", value="E")
    page.select_option("#round_wind", value="S")
    page.select_option("#from", value="N")
    page.click("#score")
    expect(page.locator("#result")).to_contain_text("Mah-Jongg: 272")  # README: (34, 3, 272)
    pick("exposed", "5p", "5p", "5p", "5p", "6p")
    expect(page.locator("#hand")).to_have_value("1m1m1m6m6m6m5m5m7m7m [2m3m4m] [5p5p5p5p] [6p] +7m")
    page.click("button[data-t='picker.back']")
    expect(page.locator("#hand")).to_have_value("1m1m1m6m6m6m5m5m7m7m [2m3m4m] [5p5p5p5p] +7m")
    pick("kong", "1s", "1s")
    pick("concealed", "2f")
    expect(page.locator("#hand")).to_have_value("1m1m1m6m6m6m5m5m7m7m [2m3m4m] [5p5p5p5p] (1s1s) 2f +7m")
    page.click("button[data-t='picker.clear']")
    expect(page.locator("#hand")).to_have_value("")
    page.click("#lang")
    expect(picker.locator("button[data-tile='5s']")).to_have_attribute("aria-label", "5 Bambus")
    assert page.errors == []


def test_the_lobby_offers_the_rule_sets_options(browser: Any, server: ServerProcess) -> None:
    """The options come from `/api/rulesets` with only their allowed values; the table is made with the ones
    changed; a number out of bounds is refused by the form, and no table is made."""
    page = new_page(browser, server)
    page.goto(server.url + "/")
    page.wait_for_selector("#ruleset option", state="attached")
    page.fill("#name", "Ann")
    page.select_option("#ruleset", value="riichi-hana")
    page.click("#options summary")
    flowers = page.locator("#option-flowers")
    assert [o.inner_text() for o in flowers.locator("option").all()] == ["0", "4", "8"]
    flowers.select_option(label="4")
    page.locator("#option-length").select_option(label="east")
    assert page.locator("#option-kiriage").get_attribute("type") == "checkbox"
    page.locator("#option-kiriage").check()
    page.click("#create-table")
    page.wait_for_url("**/table/**", timeout=10_000)
    made = get(f"{server.url}/api/tables/{table_id(page)}")
    options = made["options"]  # every option, the defaults filled in
    assert (options["flowers"], options["length"], options["kiriage"], options["red_fives"]) == (4, "east", True, 3)
    page.goto(server.url + "/")
    page.wait_for_selector("#ruleset option", state="attached")
    page.select_option("#ruleset", value="dmjl-classical")
    page.click("#options summary")
    page.fill("#option-limit", "-5")
    page.locator("#option-limit").dispatch_event("change")
    page.click("#create-table")  # the form's own check: the number is below the option's bound
    expect(page.locator("#option-limit:invalid")).to_have_count(1)
    page.wait_for_timeout(300)
    assert "/table/" not in page.url
    assert page.errors == []


def test_the_keys_play_and_the_deadline_counts_down(browser: Any, server: ServerProcess) -> None:
    """Letters discard the tile that shows them, Space passes a claim, a digit takes the numbered action; the
    prompt counts the deadline down in seconds."""
    page = new_page(browser, server)
    create_table_with_three_bots(page, server, "Ann")
    page.wait_for_selector('#connection[data-state="open"]', timeout=10_000)
    discards = page.locator(".player .who", has_text="Ann (you)")
    keys = {"letter": False, "space": False, "digit": False}
    end = time.monotonic() + 60
    while not all(keys.values()) and time.monotonic() < end:
        if page.locator("#report[open]").count():
            page.click("#report-close")
            continue
        tiles = page.locator("#hand button.playable")
        actions = page.locator("#actions button")
        if tiles.count() and not actions.count():
            expect(page.locator("#prompt")).to_have_text(re.compile(r"\(\d+ s\)"))  # the deadline, counted down
            mine = page.locator("#log li", has_text="Ann (you) discards")
            before = mine.count()
            key = tiles.first.get_attribute("data-key")
            assert key and re.fullmatch("[a-z]", key), key
            page.keyboard.press(key)  # the bots answer at once: the discard is seen in the log (or a new hand began)
            until = time.monotonic() + 5
            while mine.count() == before and time.monotonic() < until:
                page.wait_for_timeout(20)
            assert mine.count() != before, "the key discarded nothing"
            keys["letter"] = True
        elif actions.count():
            labels = [actions.nth(n).inner_text() for n in range(actions.count())]
            if any("Pass" in label for label in labels) and not keys["space"]:
                page.keyboard.press(" ")
                keys["space"] = True
            else:
                page.keyboard.press("1")
                keys["digit"] = True
            expect(page.locator("#actions button")).to_have_count(0, timeout=5000)
        else:
            page.wait_for_timeout(30)
    assert all(keys.values()), keys
    assert discards.count() == 1 and page.errors == []
