"""The gettext catalogues, kept with Babel: extract the messages, merge them into each language's ``.po``, compile
the ``.mo`` that ``gangs.kernel.lang`` reads, and check that all of it is current.

``python -m gangs.kernel.catalogs update`` (what ``make catalogs`` runs) extracts every domain's messages from its
sources, merges them into ``gangs/kernel/locale/<lang>/LC_MESSAGES/<domain>.po`` (translations kept, new messages
empty, vanished ones dropped) and compiles the ``.mo``. ``check`` changes nothing and lists what is wrong: a
message with no translation, a fuzzy one, a ``.po`` that misses an extracted message, a ``.mo`` older than its
``.po``. Needs Babel (the dev extra); the games themselves only read the ``.mo`` with the standard library.
"""

from __future__ import annotations

import io
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable

from .house import read_house_rules
from .lang import DEFAULT, LANGUAGES, LOCALE_DIR
from .tell import fields_of

ROOT = Path(__file__).resolve().parents[2]
"""The repository (or installed tree) that holds ``gangs/`` and ``widgets/``."""

DOMAINS: dict[str, tuple[str, ...]] = {
    "kernel": ("gangs/kernel", "gangs/render", "gangs/analysis", "gangs/agents", "gangs/cli.py", "gangs/manual.py",
               "gangs/lesson.py", "gangs/lessons.py"),
    "street": ("gangs/street",),
    "supergang": ("gangs/supergang",),
    "chicago": ("gangs/chicago",),
    "ribauds": ("gangs/ribauds",),
    "widgets": ("widgets",),
}
"""Each catalogue and the sources (folders or files, from the repository's root) whose messages it holds."""

# A fixed date in the headers, so that an update with nothing new rewrites the files byte for byte.
_FIXED_DATE = datetime(2026, 12, 1, tzinfo=timezone.utc)

KEYWORDS = {"_": None, "N_": None, "n_": (1, 2), "f_": None, "p_": ((1, "c"), 2), "pN_": ((1, "c"), 2),
            "M_": None, "Mn_": (1, 2)}
"""The functions that mark a message: ``_``, ``N_`` and ``f_`` (one message), ``n_`` (singular, plural), ``p_``
(context, message), and ``M_`` and ``Mn_`` (a message told later with facts, ``gangs.kernel.tell``)."""
TOLD_KEYWORDS = {"M_": None, "Mn_": (1, 2)}
"""The marks of the messages told with facts, whose "you" forms the catalogues hold too."""
YOU = "you:"
"""The context of a message's "you" form: ``you:<field>``, the form read by the player that field names."""


def extract(domain: str):
    """The catalogue of every message marked in ``domain``'s sources (a Babel Catalog, no translation)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    template = Catalog(domain=domain, project="gangs", creation_date=_FIXED_DATE)
    for source in _sources(domain):
        relative = source.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", str(source), keywords=KEYWORDS, comment_tags=("Translators:",)):
            template.add(message, locations=[(relative, lineno)], auto_comments=comments, context=context)
    for message, location, comment in game_texts(domain):
        if message in template:
            template[message].locations.append(location)
        else:
            template.add(message, locations=[location], auto_comments=[comment])
    seats = seat_fields(domain)
    for source in _sources(domain):
        relative = source.relative_to(ROOT).as_posix()
        for lineno, message, _comments, _context in extract_from_file("python", str(source), keywords=TOLD_KEYWORDS):
            singular = message[0] if isinstance(message, (list, tuple)) else message
            for field in fields_of(singular):
                if field in seats:
                    template.add(message, locations=[(relative, lineno)], context=YOU + field, auto_comments=[
                        f"What the player named by {{{field}}} reads: the message said to him (\"you\"), "
                        f"without {{{field}}}."])
    return template


NARRATOR_MODULES = {"widgets": "widgets.words"}
"""The module that defines the narrator of a catalogue that is no game's (a game's is its ``Game.narrator``)."""


def seat_fields(domain: str) -> frozenset[str]:
    """The fields that name players in the messages of ``domain``: its narrator's ``seats`` and ``seat_lists``
    (``{player}`` for a domain with no narrator of its own)."""
    import importlib

    from .registry import GAMES
    from .tell import NARRATORS, Narrator

    game = GAMES.get(domain)
    narrator = getattr(game, "narrator", None)
    if narrator is None and domain in NARRATOR_MODULES:
        importlib.import_module(NARRATOR_MODULES[domain])
        narrator = NARRATORS.get(domain, Narrator)
    narrator = narrator or NARRATORS.get(domain, Narrator)
    return frozenset(narrator.seats) | frozenset(narrator.seat_lists)


def _for_language(template, lang: str):
    """The messages ``lang``'s catalogue holds: all of them, but for English only the "you" forms (the rest is
    written in English in the code)."""
    if lang != DEFAULT:
        return template
    from babel.messages.catalog import Catalog

    english = Catalog(domain=template.domain, project="gangs", creation_date=_FIXED_DATE)
    for message in template:
        if message.id and message.context and message.context.startswith(YOU):
            english.add(message.id, locations=message.locations, context=message.context,
                        auto_comments=message.auto_comments)
    return english


def game_texts(domain: str) -> list[tuple[str, tuple[str, int], str]]:
    """The texts of the game ``domain`` that its code holds as data, not marked with ``_``: each house rule's
    reason, read from the game's README.md (``gangs.kernel.house.read_house_rules``), and each option's doc
    (``Game.options``). (message, (file, line), a note for the translator) each; none for a domain that is no
    game registered (``gangs.kernel.registry.GAMES``, which ``gangs`` fills when it is imported).
    ``gangs.kernel.lang.game_text`` translates them where they are shown."""
    from .registry import GAMES

    game = GAMES.get(domain)
    if game is None:
        return []
    found = []
    readme = ROOT / "gangs" / domain / "README.md"
    text = readme.read_text(encoding="utf-8") if readme.exists() else ""
    for key, reason in read_house_rules(text).items():
        line = _line_of(text, f"[{key}", f"`{key}`", after="house rules")
        found.append((reason, (readme.relative_to(ROOT).as_posix(), line),
                      f"The reason of the house rule {key}, from README.md (its Markdown made plain)."))
    source = Path(sys.modules[type(game).__module__].__file__)
    code, relative = source.read_text(encoding="utf-8"), source.relative_to(ROOT).as_posix()
    for name, option in game.options.items():
        line = _line_of(code, f'"{name}"', f"{name}_option(", name)
        found.append((option.doc, (relative, line),
                      f"The doc of the option {name}, shown in --help and the options panel."))
    return found


def _line_of(text: str, *marks: str, after: str = "") -> int:
    """The number of the first line of ``text`` holding the first of ``marks`` found there (1 if none is), from
    the first heading holding ``after`` on (any case)."""
    lines = text.splitlines()
    start = next((number for number, line in enumerate(lines) if line.startswith("#") and after.lower()
                  in line.lower()), 0) if after else 0
    for mark in marks:
        for number, line in enumerate(lines[start:], start + 1):
            if mark in line:
                return number
    return 1


def po_path(domain: str, lang: str) -> Path:
    """Where ``domain``'s catalogue in ``lang`` is written."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def update(domains: Iterable[str] = DOMAINS) -> None:
    """Merge the extracted messages into every language's ``.po`` and compile each ``.mo``."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    for domain in domains:
        template = extract(domain)
        for lang in _translated_languages():
            path = po_path(domain, lang)
            if path.exists():
                with path.open("rb") as f:
                    catalog = read_po(f, locale=lang, domain=domain)
            else:
                catalog = Catalog(locale=lang, domain=domain, project="gangs", creation_date=_FIXED_DATE,
                                  revision_date=_FIXED_DATE)
            catalog.update(_for_language(template, lang), no_fuzzy_matching=True, update_header_comment=False)
            catalog.obsolete.clear()
            _set_header(catalog, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(_po_bytes(catalog))
            path.with_suffix(".mo").write_bytes(_mo_bytes(catalog))


def problems(domains: Iterable[str] = DOMAINS) -> list[str]:
    """Everything that keeps the catalogues from being current and complete, one sentence each (none: all
    good)."""
    from babel.messages.pofile import read_po

    found = []
    for domain in domains:
        template = extract(domain)
        for lang in _translated_languages():
            extracted = {_key(m) for m in _for_language(template, lang) if m.id}
            path = po_path(domain, lang)
            if not path.exists():
                found.append(f"{path.relative_to(ROOT)} is missing: run `make catalogs`")
                continue
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=domain)
            held = {_key(m): m for m in catalog if m.id}
            for key in sorted(extracted - held.keys()):
                found.append(f"{path.relative_to(ROOT)} lacks {key!r}: run `make catalogs` and translate it")
            for key in sorted(held.keys() - extracted):
                found.append(f"{path.relative_to(ROOT)} holds {key!r}, which no source asks for: run `make catalogs`")
            for key, message in sorted(held.items()):
                strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
                if not all(strings):
                    found.append(f"{path.relative_to(ROOT)}: {key!r} has no translation")
                if message.fuzzy:
                    found.append(f"{path.relative_to(ROOT)}: {key!r} is marked fuzzy")
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != _mo_bytes(catalog):
                found.append(f"{mo.relative_to(ROOT)} is not compiled from its .po: run `make catalogs`")
    return found


PLURAL_FORMS = {"fr": (2, "(n > 1)")}
"""How each language counts, as GNU gettext writes it (French: 0 and 1 take the singular), in place of
Babel's CLDR rule, which gives French a third form for millions."""


def _set_header(catalog, lang: str) -> None:
    catalog.fuzzy = False
    catalog.header_comment = (f"# The messages of gangs ({catalog.domain}) in {LANGUAGES[lang]} ({lang}).\n"
                              "# This file is distributed under the same license as the gangs project.")
    catalog.project, catalog.version = "gangs", "0.1"
    catalog.copyright_holder = "the gangs authors"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = catalog.language_team = "gangs <https://github.com/OWNER/REPO>"
    if lang in PLURAL_FORMS:
        catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[lang]


def _translated_languages() -> list[str]:
    return list(LANGUAGES)


def _sources(domain: str) -> list[Path]:
    files: list[Path] = []
    for entry in DOMAINS[domain]:
        path = ROOT / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def _key(message) -> str:
    """A message's singular, after its context (``context|message``) if it has one."""
    text = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return f"{message.context}|{text}" if message.context else text


def _po_bytes(catalog) -> bytes:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalog, width=120, omit_header=False, sort_by_file=False, include_previous=False)
    return out.getvalue()


def _mo_bytes(catalog) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    """``update`` [domain...] or ``check`` [domain...]; ``check`` exits 1 and prints what is wrong."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in ("update", "check"):
        print("usage: python -m gangs.kernel.catalogs update|check [domain...]", file=sys.stderr)
        return 2
    domains = args[1:] or list(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"no domain {', '.join(unknown)}; the domains are {', '.join(DOMAINS)}", file=sys.stderr)
        return 2
    if args[0] == "update":
        update(domains)
        return 0
    found = problems(domains)
    print("\n".join(found) or "every catalogue is current and complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
