"""The README's Python example runs as written."""

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples() -> None:
    text = README.read_text(encoding="utf-8")
    examples = "\n".join(block.split("```", 1)[0] for block in text.split("```python")[1:])
    parser = doctest.DocTestParser()
    test = parser.get_doctest(examples, {}, "README", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert test.examples, "the README has a Python example"
    assert runner.failures == 0
