"""The user documentation in docs/: generated pages are current, the sample batch runs, Python examples run,
links resolve, and the README links to it."""

import doctest
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
JONGG = str(Path(sys.executable).with_name("jongg"))


def make_docs() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_docs", ROOT / "tools" / "make_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_pages_are_current() -> None:
    stale = [
        str(path.relative_to(ROOT))
        for path, content in make_docs().generated().items()
        if not path.exists() or path.read_text(encoding="utf-8") != content
    ]
    assert not stale, f"run `python tools/make_docs.py` to regenerate: {stale}"


def test_rule_pages_list_every_rule_and_option() -> None:
    import jongg
    from jongg.rules.base import describe_options

    for ruleset in jongg.RULESETS.values():
        page = (DOCS / f"rules-{ruleset.id}.md").read_text(encoding="utf-8")
        for _, rows in ruleset.rule_tables():
            for rule in rows:
                assert f"| `{rule.id}` |" in page, rule.id
        for name, _, _ in describe_options(ruleset.options_type):
            assert f"| `{name}` |" in page, name


def test_sample_batch_runs_through_the_command() -> None:
    done = subprocess.run(
        [JONGG, "score", "--jsonl", str(DOCS / "examples" / "requests.jsonl")], capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    expected = [json.loads(line) for line in (DOCS / "examples" / "results.jsonl").read_text("utf-8").splitlines()]
    assert answers == expected
    assert [a["error"] for a in answers] == [None] * len(answers)


@pytest.mark.parametrize("page", sorted(p.name for p in DOCS.glob("*.md")))
def test_python_examples_run(page: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    blocks = [block.split("```", 1)[0] for block in text.split("```python")[1:]]
    if not blocks:
        return
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, page, page, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_links_resolve() -> None:
    for page in DOCS.glob("*.md"):
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not target.startswith("http"):
                assert (page.parent / target).exists(), f"{page.name}: {target}"


def test_readme_links_the_guide() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/README.md" in readme
    for target in re.findall(r"\]\((docs/[^)#]+)", readme):
        assert (ROOT / target).exists(), target
