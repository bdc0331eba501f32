"""The language a match speaks: English by default, French on request, through gettext catalogues.

Every sentence and label a user reads is written in English in the code, wrapped in a translator made for its
domain (``_ = translator("street")``), and looked up in that domain's catalogue
(``gangs/kernel/locale/fr/LC_MESSAGES/street.mo``) when the language in force is not English::

    _ = translator("street")
    text = _("{player} rolls a {die}.").format(player=name, die=die)

The language in force is set with ``language("fr")`` for the code run inside it (each thread and task has its
own); a Match enters its own language around everything it asks of its game, and a widget around what it draws.
Records hold no language: a match replayed in the other language tells the same story in that language.
Catalogues are extracted, merged and compiled with Babel (``make catalogs``, see ``gangs.kernel.catalogs``).
Besides the messages marked in the code (``_``, ``n_``, ``f_``, ``N_``, and ``p_`` for a word that needs two
translations, as « mort » and « morte »), a game's catalogue holds the texts its data gives in English, extracted
without marks: its README's house-rule reasons and its options' doc lines, told by ``game_text``.
"""

from __future__ import annotations

import gettext
import re
import string
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, wraps
from pathlib import Path
from typing import Callable, Iterator, TypeVar

LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""The languages every string exists in: code -> the language's own name (for a language switch)."""

DEFAULT = "en"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
"""Where the catalogues live: ``<lang>/LC_MESSAGES/<domain>.po`` and the compiled ``.mo`` beside it."""

F = TypeVar("F", bound=Callable)
_LANGUAGE: ContextVar[str] = ContextVar("gangs_language", default=DEFAULT)
_MISSING: set[tuple[str, str, str]] | None = None


def check_language(lang: object) -> str:
    """``lang`` when it is one of ``LANGUAGES``; otherwise ValueError naming the languages there are."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        said = repr(lang[:20]) if isinstance(lang, str) else f"of type {type(lang).__name__}"
        raise ValueError(f"no language {said}; the languages are {', '.join(LANGUAGES)}")
    return lang


current: Callable[[], str] = _LANGUAGE.get
"""``current()``: the language in force here (``"en"`` unless a ``language(...)`` block says otherwise). It is the
context variable's own ``get``, with no Python call around it: every step of every game asks it."""


class language:
    """Speak ``lang`` inside the block: ``with language("fr"): ...`` (a ValueError for a language there is not);
    the one before comes back after it, even on an error. Cheap enough to wrap every step of a match."""

    __slots__ = ("lang", "_tokens")

    def __init__(self, lang: str) -> None:
        self.lang = check_language(lang)
        self._tokens: list = []

    def __enter__(self) -> str:
        self._tokens.append(_LANGUAGE.set(self.lang))
        return self.lang

    def __exit__(self, *error: object) -> None:
        _LANGUAGE.reset(self._tokens.pop())


def own_language(method: F) -> F:
    """Decorate a method of an object with a ``lang`` (a Match, a widget) so that it runs in that language."""

    @wraps(method)
    def in_own_language(self, *args, **kwargs):
        token = _LANGUAGE.set(self.lang)
        try:
            return method(self, *args, **kwargs)
        finally:
            _LANGUAGE.reset(token)

    return in_own_language  # type: ignore[return-value]


@cache
def catalogue(domain: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang``; an empty one (every message as written) when none is
    installed. English's holds only the "you" forms of the messages told with facts (``gangs.kernel.tell``): its
    other messages are written in English in the code."""
    return gettext.translation(domain, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)


def translator(domain: str) -> Callable[[str], str]:
    """The ``_`` of a module of ``domain``: ``_(message)`` is ``message`` in the language in force."""

    def _(message: str) -> str:
        lang = _LANGUAGE.get()
        if lang == DEFAULT:
            return message
        found = catalogue(domain, lang).gettext(message)
        if found is message and _MISSING is not None:
            _MISSING.add((domain, lang, message))
        return found

    _.__doc__ = f"``message`` in the language in force, from the {domain!r} catalogue."
    return _


def plural_translator(domain: str) -> Callable[[str, str, int], str]:
    """The ``ngettext`` of a module of ``domain``: ``n_(singular, plural, n)`` in the language in force, the
    form chosen by ``n`` as the language counts (French: 0 and 1 take the singular)."""

    def n_(singular: str, plural: str, n: int) -> str:
        lang = _LANGUAGE.get()
        if lang == DEFAULT:
            return singular if n == 1 else plural
        translations = catalogue(domain, lang)
        found = translations.ngettext(singular, plural, n)
        if (found is singular or found is plural) and _MISSING is not None:
            _MISSING.add((domain, lang, singular))
        return found

    n_.__doc__ = f"``singular`` or ``plural`` for ``n``, in the language in force, from the {domain!r} catalogue."
    return n_


def context_translator(domain: str) -> Callable[[str, str], str]:
    """The ``pgettext`` of a module of ``domain``: ``p_(context, message)`` is ``message`` in the language in force,
    translated for that context, where one English word needs two translations: ``p_("she", "dead")`` is
    « morte » where ``_("dead")`` is « mort »."""

    def p_(context: str, message: str) -> str:
        lang = _LANGUAGE.get()
        if lang == DEFAULT:
            return message
        found = catalogue(domain, lang).pgettext(context, message)
        if found is message and _MISSING is not None:
            _MISSING.add((domain, lang, f"{context}|{message}"))
        return found

    p_.__doc__ = f"``message`` for ``context``, in the language in force, from the {domain!r} catalogue."
    return p_


def formatter(domain: str) -> Callable[[str], Callable[..., str]]:
    """The ``f_`` of a hot module of ``domain``: ``f_(message)(**fields)`` is ``_(message).format(**fields)``,
    three times cheaper on the path every step takes (each message is compiled once per language into a function
    that fills its fields, as an f-string would)::

        f_ = formatter("street")
        text = f_("{player} rolls a {roll}.")(player=name, roll=die)

    A message whose fields are not plain names (``{args[1]}`` is allowed) is filled by ``str.format`` instead."""
    compiled: dict[str, dict[str, Callable[..., str]]] = {}
    translate = translator(domain)

    def f_(message: str) -> Callable[..., str]:
        lang = _LANGUAGE.get()
        if _MISSING is not None:
            translate(message)                  # only to note a missing translation
        try:
            return compiled[lang][message]
        except KeyError:
            fill = _compile(message if lang == DEFAULT else catalogue(domain, lang).gettext(message))
            compiled.setdefault(lang, {})[message] = fill
            return fill

    f_.__doc__ = f"A compiled filler of ``message`` in the language in force, from the {domain!r} catalogue."
    return f_


_FIELD = re.compile(r"[A-Za-z_]\w*(?:\[\d+\])?")
_SPEC = re.compile(r"[<>=^+\- #0-9,._a-zA-Z%]*")


def _compile(text: str) -> Callable[..., str]:
    """A function of the fields of ``text`` (a ``str.format`` template) returning it filled in: an f-string made
    from the template when every field is a name (or a name and an index) with a plain format, else
    ``text.format``."""
    parts, names = [], set()
    try:
        for literal, field, spec, conversion in string.Formatter().parse(text):
            parts.append(literal.replace("{", "{{").replace("}", "}}"))
            if field is None:
                continue
            plain = _FIELD.fullmatch(field) and _SPEC.fullmatch(spec or "") and conversion in (None, "r", "s", "a")
            if not plain:
                return text.format
            names.add(field.split("[", 1)[0])
            parts.append("{" + field + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}")
    except ValueError:
        return text.format
    source = "lambda " + "".join(f"{name}=None, " for name in sorted(names)) + "**_unused: f" + repr("".join(parts))
    return eval(source, {"__builtins__": {}})  # noqa: S307 - the source is built above from names and literals only


@cache
def _domain_translator(domain: str) -> Callable[[str], str]:
    return translator(domain)


def game_text(game: object, text: str) -> str:
    """``text``, written in English in a game's data rather than marked in its code (an option's doc, a house
    rule's reason from its README), in the language in force, from the game's catalogue (named by ``game``: a
    Game's ``name``, or that name; ``gangs.kernel.catalogs`` extracts these texts into it). As written for a game
    with no catalogue."""
    domain = game if isinstance(game, str) else getattr(game, "name", None) or "kernel"
    return _domain_translator(domain)(text)


def colon() -> str:
    """The colon between a name and what is said of it, in the language in force: ": " in English, " : " in French
    (« Tir : engage les tireurs »)."""
    return " : " if _LANGUAGE.get() == "fr" else ": "


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (a constant translated where it is shown
    with ``_``)."""
    return message


def pN_(context: str, message: str) -> str:
    """Mark ``message`` for the catalogue in ``context`` without translating it now (translated where it is shown
    with ``p_``)."""
    return message


@contextmanager
def missing_translations() -> Iterator[set[tuple[str, str, str]]]:
    """Collect, inside the block, every ``(domain, lang, message)`` asked for in a language whose catalogue has
    no translation for it (how the tests find a string shown untranslated)."""
    global _MISSING
    before, _MISSING = _MISSING, set()
    try:
        yield _MISSING
    finally:
        _MISSING = before
