"""`jongg rules` without typer: a rule set's tables and options, generated from its rule data. The typer command
(`jongg.cli.app`, generated from `jongg.cli.commands`) and the quick start (`jongg.cli.main`, which skips typer
for a plain `jongg rules ...`) both call `run_rules`; only this module, `jongg.cli.score`'s output helpers,
`jongg.i18n` and the rule sets are imported.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from jongg.cli.score import bad_parameter, checked_lang, fail, new_table, out
from jongg.i18n import amount, text


@dataclass
class RulesArgs:
    """The arguments of `jongg rules`, with their defaults (the one place they are written; their flags and help:
    `jongg.cli.commands`)."""

    ruleset_id: str | None = None
    lang: str = "en"


def run_rules(args: RulesArgs) -> None:
    """Print the tables; a missing id raises `Usage` before anything is printed, an unknown one exits 2."""
    from rich.text import Text

    from jongg.errors import JonggError
    from jongg.i18n import OPTION_DOCS_DE, RULE_NOTES_DE
    from jongg.rules import find_ruleset
    from jongg.rules.base import describe_options

    language = checked_lang(args.lang)
    if args.ruleset_id is None:
        bad_parameter("rules.need_id", language)
    german = language == "de"
    try:
        ruleset = find_ruleset(args.ruleset_id)
    except JonggError as e:
        fail(e, language)
    out(Text.assemble((ruleset.name_de if german else ruleset.name_en, "bold"), f" ({ruleset.id})"))
    for title, rows in ruleset.rule_tables():
        heading = getattr(title, "de", title) if german else title
        table = new_table(heading, [text(f"rules.{c}", language) for c in ("id", "name", "value", "condition")])
        for rule in rows:
            note = RULE_NOTES_DE.get(rule.note, rule.note) if german else rule.note
            table.add_row(rule.id, rule.de if german else rule.en, amount(rule.value, rule.unit, language), note)
        out(table)
    options = new_table(
        text("rules.options", language), [text(f"rules.{c}", language) for c in ("option", "default", "meaning")]
    )
    for name, default, doc in describe_options(ruleset.options_type):
        options.add_row(name, json.dumps(default), OPTION_DOCS_DE.get(doc, doc) if german else doc)
    out(options)
